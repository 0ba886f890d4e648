import { Select } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SearchSelectFieldProps } from './SearchSelectField.tsx';

/** The real searchable select behind SearchSelectField, loaded when the field is first reached for. */
export default function SearchSelectLoaded({
  takeFocus,
  initialSearch,
  data,
  required,
  ...props
}: SearchSelectFieldProps & { id: string; takeFocus: boolean; initialSearch: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState(initialSearch);
  // Select clears its search box as it mounts with no value; what was typed into the look-alike is
  // kept through that. (A child's effects run before this one, so `settled` is false during them.)
  const settled = useRef(false);
  useEffect(() => {
    settled.current = true;
    // Replacing a focused look-alike: keep the caret where the person is typing.
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);
  return (
    <Select
      ref={input}
      {...props}
      data={[...data]}
      withAsterisk={required}
      searchable
      searchValue={search}
      onSearchChange={(next) => {
        if (settled.current || next !== '') setSearch(next);
      }}
      defaultDropdownOpened={takeFocus && initialSearch !== ''}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
