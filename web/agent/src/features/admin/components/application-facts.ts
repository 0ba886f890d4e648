import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import type { Fact } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The registration's fields, grouped as the registration form groups them. */
export function personalFacts({ user }: ApplicationDetail): Fact[] {
  return [
    { label: t('admin.field.salutation'), value: user.salutation },
    { label: t('admin.field.firstName'), value: user.firstName },
    { label: t('admin.field.lastName'), value: user.lastName },
    { label: t('admin.field.email'), value: user.email },
    { label: t('admin.field.mobile'), value: user.mobile },
  ];
}

export function companyFacts({ agency }: ApplicationDetail): Fact[] {
  return [
    { label: t('admin.field.category'), value: agency.category },
    { label: t('admin.field.companyName'), value: agency.companyName },
    { label: t('admin.field.panName'), value: agency.panName },
    { label: t('admin.field.panNumber'), value: agency.panNumber },
    { label: t('admin.field.transactionFee'), value: agency.transactionFee },
    { label: t('admin.field.transactionFeeActiveFrom'), value: formatDateTime(agency.transactionFeeActiveFrom) },
    { label: t('admin.field.address1'), value: agency.address1 },
    { label: t('admin.field.address2'), value: agency.address2 },
    { label: t('admin.field.pincode'), value: agency.pincode },
    { label: t('admin.field.city'), value: agency.city },
    { label: t('admin.field.state'), value: agency.state },
    { label: t('admin.field.country'), value: agency.country },
    { label: t('admin.field.contactNumber'), value: agency.contactNumber },
  ];
}

export function gstFacts({ agency }: ApplicationDetail): Fact[] {
  return [
    { label: t('admin.field.gstHolder'), value: agency.gstHolder },
    { label: t('admin.field.gstNumber'), value: agency.gstNumber },
    { label: t('admin.field.gstEmail'), value: agency.gstEmail },
    { label: t('admin.field.gstAddress'), value: agency.gstAddress },
    { label: t('admin.field.gstPhone'), value: agency.gstPhone },
    { label: t('admin.field.gstCompany'), value: agency.gstCompany },
  ];
}

export function hasGst({ agency }: ApplicationDetail): boolean {
  return [agency.gstHolder, agency.gstNumber, agency.gstEmail, agency.gstAddress, agency.gstPhone].some(Boolean);
}
