import { TextField } from '@tripsetu/ui/TextField';

/**
 * Who an e-mail goes to, in the portal's e-mail dialogs: required, the phone's e-mail keyboard, and
 * focused when the dialog opens. Typing clears the last answer (`onEdit`).
 */
export function RecipientField(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onEdit: () => void;
}) {
  return (
    <TextField
      label={props.label}
      type="email"
      autoComplete="email"
      required
      value={props.value}
      onChange={(value) => {
        props.onChange(value);
        props.onEdit();
      }}
      error={props.error}
      data-autofocus
    />
  );
}
