import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { staffName } from '../staff-form.ts';
import { StaffStatusBadge } from './StaffStatusBadge.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface StaffListProps {
  staff: StaffMember[];
  onEdit: (member: StaffMember) => void;
  onChangePassword: (member: StaffMember) => void;
}

function Actions({ member, onEdit, onChangePassword }: Omit<StaffListProps, 'staff'> & { member: StaffMember }) {
  const nameId = `staff-name-${member.id}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="default" onClick={() => onEdit(member)} aria-describedby={nameId}>
        {t('staff.edit')}
      </Button>
      <Button size="xs" variant="default" onClick={() => onChangePassword(member)} aria-describedby={nameId}>
        {t('staff.changePassword')}
      </Button>
    </Group>
  );
}

function UserId({ member }: { member: StaffMember }) {
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {member.userId}
      </Text>
      {member.email.toLowerCase() !== member.userId.toLowerCase() && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
      )}
    </>
  );
}

/** The staff as a table on wider screens. */
export function StaffTable({ staff, onEdit, onChangePassword }: StaffListProps) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('staff.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('staff.col.name')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.userId')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.mobile')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.status')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.created')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.lastSignIn')}</Table.Th>
            <Table.Th scope="col">{t('staff.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Th scope="row" id={`staff-name-${member.id}`} fw={600}>
                {staffName(member)}
              </Table.Th>
              <Table.Td>
                <UserId member={member} />
              </Table.Td>
              <Table.Td>{member.mobile}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <StaffStatusBadge status={member.status} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(member.createdAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('staff.never')}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Actions member={member} onEdit={onEdit} onChangePassword={onChangePassword} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The staff as cards on phones, where seven columns do not fit. */
export function StaffCards({ staff, onEdit, onChangePassword }: StaffListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staff.tableLabel')}>
      {staff.map((member) => (
        <li key={member.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`staff-name-${member.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={2} size="h5" id={`staff-name-${member.id}`}>
                {staffName(member)}
              </Title>
              <StaffStatusBadge status={member.status} />
            </Group>
            <SimpleGrid component="dl" cols={1} spacing={4} m={0} mb="sm">
              <CardFact label={t('staff.col.userId')}>
                <UserId member={member} />
              </CardFact>
              <CardFact label={t('staff.col.mobile')}>{member.mobile}</CardFact>
              <CardFact label={t('staff.col.created')}>{formatDateTime(member.createdAt)}</CardFact>
              <CardFact label={t('staff.col.lastSignIn')}>
                {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('staff.never')}
              </CardFact>
            </SimpleGrid>
            <Actions member={member} onEdit={onEdit} onChangePassword={onChangePassword} />
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
