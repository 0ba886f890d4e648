import { FileInput, SimpleGrid } from '@mantine/core';
import { visaDocumentField } from '@tripsetu/domain/visas.ts';
import { sayMessage } from '@tripsetu/ui/messages';
import { t } from '../../../i18n/i18n.ts';

/** A file for each document the visa's checklist asks for, each labelled by the item. */
export function DocumentInputs(props: {
  checklist: string[];
  files: (File | null)[];
  errors: Record<string, string>;
  onChange: (index: number, file: File | null) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {props.checklist.map((item, index) => (
        <FileInput
          key={item}
          label={item}
          required
          placeholder={t('visas.apply.choose')}
          accept=".pdf,.jpg,.jpeg,.png,.docx"
          clearable
          clearButtonProps={{ 'aria-label': `${item}: ${t('visas.apply.choose')}` }}
          value={props.files[index] ?? null}
          error={sayMessage(props.errors[visaDocumentField(index)])}
          onChange={(file) => props.onChange(index, file)}
        />
      ))}
    </SimpleGrid>
  );
}
