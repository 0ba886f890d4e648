import { Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { DEPOSIT_STATUSES, type DepositStatus } from '@tripsetu/domain/wallet.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { createSubmissionKeys, depositStatusFrom } from '../../lib/wallet-rules.ts';
import { useApproveDeposit } from './api/approve-deposit.ts';
import { useAdminDeposits } from './api/get-admin-deposits.ts';
import { AdminDepositsCards, AdminDepositsTable } from './components/AdminDepositsList.tsx';
import { RejectDepositModal } from './components/RejectDepositModal.tsx';

type Banner = { id: number; variant: AlertVariant; message: string };

function DepositsTab({ status, onBanner }: { status: DepositStatus; onBanner: (banner: Banner) => void }) {
  const deposits = useAdminDeposits(status);
  const approve = useApproveDeposit();
  const confirm = useConfirm();
  const isPhone = useIsPhone();
  const keys = useRef(createSubmissionKeys());
  const [rejecting, setRejecting] = useState<Deposit | null>(null);

  const approveDeposit = async (deposit: Deposit) => {
    const amount = formatRupees(deposit.amountPaise);
    const yes = await confirm({
      title: t('wallet.admin.approve.title'),
      message: t('wallet.admin.approve.message', {
        amount,
        agency: deposit.agencyName,
        mode: deposit.mode,
        reference: deposit.reference || t('wallet.noReference'),
      }),
      yesLabel: t('wallet.admin.approve'),
      noLabel: t('wallet.cancel'),
    });
    if (!yes) return;
    try {
      const approved = await approve.mutateAsync({ id: deposit.id, key: keys.current.keyFor({ approve: deposit.id }) });
      keys.current.done();
      onBanner({
        id: Date.now(),
        variant: 'success',
        message: t('wallet.admin.approved', { amount, agency: approved.agencyName, receipt: approved.receiptNo ?? '' }),
      });
    } catch (error) {
      onBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const listProps = {
    deposits: deposits.data ?? [],
    busyId: approve.isPending ? approve.variables?.id : undefined,
    onApprove: (deposit: Deposit) => void approveDeposit(deposit),
    onReject: setRejecting,
    receiptPath: ROUTES.walletReceipt,
  };

  return (
    <Stack gap="md">
      {deposits.isPending && <Loading text={t('wallet.deposits.loading')} />}
      {deposits.isError && (
        <LoadFailed
          message={failureMessage(deposits.error, AGENT_MSG.loadDetailsFailed)}
          onRetry={() => void deposits.refetch()}
          retrying={deposits.isFetching}
        />
      )}
      {deposits.data &&
        (deposits.data.length === 0 ? (
          <EmptyCard text={t('wallet.admin.deposits.empty')} />
        ) : isPhone ? (
          <AdminDepositsCards {...listProps} />
        ) : (
          <Card withBorder radius="md" p={0}>
            <AdminDepositsTable {...listProps} />
          </Card>
        ))}
      {rejecting && (
        <RejectDepositModal
          deposit={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(rejected) => {
            setRejecting(null);
            onBanner({
              id: Date.now(),
              variant: 'success',
              message: t('wallet.admin.rejected', {
                amount: formatRupees(rejected.amountPaise),
                agency: rejected.agencyName,
              }),
            });
          }}
        />
      )}
    </Stack>
  );
}

/** Back office Deposits: approve (credits the wallet once) or reject the deposits agencies record. */
export function AdminDepositsPage() {
  usePageTitle(t('wallet.admin.deposits.title'));
  const [params, setParams] = useSearchParams();
  const status = depositStatusFrom(params.get('status'));
  const [banner, setBanner] = useState<Banner | null>(null);
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('wallet.admin.deposits.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('wallet.admin.deposits.intro')}
      </Text>
      {banner && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        </div>
      )}
      <Tabs
        value={status}
        onChange={(value) => setParams({ status: depositStatusFrom(value).toLowerCase() }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {DEPOSIT_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fw={600}>
              {t(`wallet.status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DEPOSIT_STATUSES.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <DepositsTab status={tab} onBanner={setBanner} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
