import { ComboboxChevron, type SelectProps, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { onDemand } from './on-demand.ts';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectFieldProps {
  label: string;
  /** Plain strings are their own labels. */
  data: readonly (string | SearchSelectOption)[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  nothingFoundMessage?: string;
  required?: boolean;
  error?: string;
  id?: string;
  /** Passed to the real select once loaded: how typed text finds options, and how an option is drawn. */
  filter?: SelectProps['filter'];
  renderOption?: SelectProps['renderOption'];
  limit?: number;
  /** Choosing the chosen option again clears it unless this is false. */
  allowDeselect?: boolean;
}

const useLoadedSelect = onDemand(() => import('./SearchSelectLoaded.tsx'));

export const labelOf = (data: SearchSelectFieldProps['data'], value: string | null): string => {
  const option = data.find((item) => (typeof item === 'string' ? item : item.value) === value);
  return option === undefined ? '' : typeof option === 'string' ? option : option.label;
};

/**
 * A select with a search box (Mantine's Select). Its list and search code is a chunk of its own, the
 * largest part of the landing page's form: until it arrives the field is a look-alike text box that
 * keeps what is typed, and hands that, and the focus, to the real one (decision 018).
 */
export function SearchSelectField(props: SearchSelectFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [loaded, load] = useLoadedSelect();
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState('');
  const Loaded = loaded?.default;
  if (Loaded) return <Loaded {...props} id={id} takeFocus={focused} initialSearch={typed} />;
  return (
    <TextInput
      id={id}
      label={props.label}
      withAsterisk={props.required}
      error={props.error}
      placeholder={props.placeholder}
      value={typed || labelOf(props.data, props.value)}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onPointerEnter={() => void load()}
      onFocus={() => {
        setFocused(true);
        void load();
      }}
      onBlur={() => setFocused(false)}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron error={props.error} />}
      rightSectionPointerEvents="none"
    />
  );
}
