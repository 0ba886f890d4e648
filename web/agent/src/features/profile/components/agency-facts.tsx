import { Badge } from '@mantine/core';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';
import type { Fact } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const STATUS_COLOR = {
  PENDING: STATUS_COLORS.waiting,
  APPROVED: STATUS_COLORS.done,
  REJECTED: STATUS_COLORS.refused,
} as const;
const STATUS_LABEL = {
  PENDING: 'profile.status.pending',
  APPROVED: 'profile.status.approved',
  REJECTED: 'profile.status.rejected',
} as const;

/** The agency's facts nobody changes on this page: code, status, category, PAN and the transaction fee. */
export function fixedAgencyFacts({ agency }: AgencyProfile): Fact[] {
  return [
    { label: t('profile.agencyCode'), value: agency.code ?? '' },
    {
      label: t('profile.status'),
      value: (
        <Badge color={STATUS_COLOR[agency.status]} variant="filled" autoContrast>
          {t(STATUS_LABEL[agency.status])}
        </Badge>
      ),
    },
    { label: t('profile.category'), value: agency.category },
    { label: t('profile.panName'), value: agency.panName },
    { label: t('profile.panNumber'), value: agency.panNumber },
    { label: t('profile.transactionFee'), value: agency.transactionFee },
    // An activation date means nothing for an agency that charges no transaction fee.
    ...(agency.transactionFee === 'Yes'
      ? [{ label: t('profile.transactionFeeActiveFrom'), value: formatDateTime(agency.transactionFeeActiveFrom) }]
      : []),
  ];
}

export function addressFacts({ agency }: AgencyProfile): Fact[] {
  return [
    { label: t('profile.companyName'), value: agency.companyName },
    { label: t('profile.address1'), value: agency.address1 },
    { label: t('profile.address2'), value: agency.address2 },
    { label: t('profile.pincode'), value: agency.pincode },
    { label: t('profile.state'), value: agency.state },
    { label: t('profile.city'), value: agency.city },
    { label: t('profile.country'), value: agency.country },
    { label: t('profile.contactNumber'), value: agency.contactNumber },
  ];
}

export function gstFacts({ agency }: AgencyProfile): Fact[] {
  return [
    { label: t('profile.gstHolder'), value: agency.gstHolder },
    { label: t('profile.gstNumber'), value: agency.gstNumber },
    { label: t('profile.gstEmail'), value: agency.gstEmail },
    { label: t('profile.gstAddress'), value: agency.gstAddress },
    { label: t('profile.gstPhone'), value: agency.gstPhone },
    { label: t('profile.gstCompany'), value: agency.gstCompany },
  ];
}

export function personalFacts({ user }: AgencyProfile): Fact[] {
  return [
    { label: t('profile.salutation'), value: user.salutation },
    { label: t('profile.firstName'), value: user.firstName },
    { label: t('profile.lastName'), value: user.lastName },
    { label: t('profile.mobile'), value: user.mobile },
    { label: t('profile.email'), value: user.email, hint: AGENT_MSG.emailChangeHint },
  ];
}

export function otherFacts({ agency }: AgencyProfile): Fact[] {
  return [
    { label: t('profile.website'), value: agency.website },
    { label: t('profile.iataCode'), value: agency.iataCode },
    { label: t('profile.alternateEmail'), value: agency.alternateEmail },
  ];
}
