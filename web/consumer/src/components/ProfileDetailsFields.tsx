import { type ProfileDetails, REGISTRATION_TITLES, type RegistrationErrors } from '@tripsetu/domain/registration.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';

const TITLE_OPTIONS = REGISTRATION_TITLES.map((title) => ({ value: title, label: title }));

/** Title, first name, last name and e-mail: the details a traveller registers with and later edits. */
export function ProfileDetailsFields({
  values,
  errors,
  onChange,
}: {
  values: ProfileDetails;
  errors: RegistrationErrors;
  onChange: (change: Partial<ProfileDetails>) => void;
}) {
  return (
    <>
      <SelectField
        label="Title"
        value={values.salutation}
        onChange={(salutation) => onChange({ salutation })}
        data={TITLE_OPTIONS}
        placeholder="Select"
        required
        error={errors.salutation}
      />
      <TextField
        label="First name"
        value={values.first_name}
        onChange={(first_name) => onChange({ first_name })}
        required
        autoComplete="given-name"
        error={errors.first_name}
      />
      <TextField
        label="Last name"
        value={values.last_name}
        onChange={(last_name) => onChange({ last_name })}
        required
        autoComplete="family-name"
        error={errors.last_name}
      />
      <TextField
        label="Email"
        type="email"
        value={values.contact_email}
        onChange={(contact_email) => onChange({ contact_email })}
        required
        autoComplete="email"
        error={errors.contact_email}
      />
    </>
  );
}
