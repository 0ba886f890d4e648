import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { SERIES_MSG } from '@tripsetu/domain/series-fares.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useMemo, useState } from 'react';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useUploadSeriesFares } from '../api/upload-series-fares.ts';
import { rowErrorOf, templateCsv } from '../series-form.ts';
import { SERIES_TEXT } from '../series-text.ts';

const { upload: text } = SERIES_TEXT;
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

type Outcome =
  | { kind: 'added'; count: number; at: number }
  | { kind: 'refused'; message: string; rows: { row: number; column: string; message: string }[] }
  | null;

/** The rows the server refused, in row order, as a table to work down. */
function RowErrors({ rows }: { rows: { row: number; column: string; message: string }[] }) {
  return (
    <Table withTableBorder verticalSpacing={4} aria-label={text.errorsLabel} mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{text.row}</Table.Th>
          <Table.Th scope="col">{text.columnName}</Table.Th>
          <Table.Th scope="col">{text.problem}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((entry) => (
          <Table.Tr key={`${entry.row}-${entry.column}`}>
            <Table.Td>{entry.row}</Table.Td>
            <Table.Td>{entry.column}</Table.Td>
            <Table.Td>{entry.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Upload a spreadsheet': one block per row, all added or none, with each row's problems listed. */
export function SeriesUpload() {
  const upload = useUploadSeriesFares();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const template = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(addDays(todayInIndia(), 30)))}`,
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setError(SERIES_MSG.fileRequired);
      return;
    }
    try {
      const { added } = await upload.mutateAsync(file);
      setFile(null);
      setOutcome({ kind: 'added', count: added, at: Date.now() });
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.file) {
        setError(fields.file);
        return;
      }
      const rows = Object.entries(fields)
        .flatMap(([key, message]) => {
          const place = rowErrorOf(key);
          return place ? [{ ...place, message }] : [];
        })
        .sort((a, b) => a.row - b.row);
      setOutcome({ kind: 'refused', message: failureMessage(failure, SERIES_MSG.uploadRefused), rows });
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="upload-series-heading"
    >
      <Title order={2} size="h4" id="upload-series-heading" mb="xs">
        {text.title}
      </Title>
      <Text size="sm" mb="xs">
        {text.hint}
      </Text>
      <Anchor href={template} download="series-fares-template.csv" size="sm">
        {text.template}
      </Anchor>
      <form onSubmit={submit} noValidate aria-labelledby="upload-series-heading">
        <Stack gap="sm" mt="md">
          <Group align="flex-start" gap="sm">
            <FileInput
              label={text.file}
              placeholder={text.placeholder}
              accept={ACCEPT}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setError(undefined);
              }}
              error={error}
              clearable
              clearButtonProps={{ 'aria-label': text.clear }}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={upload.isPending} mt={{ base: 0, xs: 25 }}>
              {text.submit}
            </Button>
          </Group>
          {outcome?.kind === 'added' && (
            <AutoHideAlert
              key={outcome.at}
              variant="success"
              message={SERIES_MSG.uploaded(outcome.count)}
              onClose={() => setOutcome(null)}
            />
          )}
          {outcome?.kind === 'refused' && (
            <Alert color="red" role="alert">
              <Text size="sm">{outcome.message}</Text>
              {outcome.rows.length > 0 && <RowErrors rows={outcome.rows} />}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
