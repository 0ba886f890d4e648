import type { AgencyRegistrationForm } from '@tripsetu/domain/agency.ts';
import type { Kysely } from 'kysely';
import type { AgenciesService } from '../../modules/agencies/agencies.service.ts';
import type { AgentsService } from '../../modules/agents/agents.service.ts';
import type { WalletService } from '../../modules/wallet/wallet.service.ts';
import type { Database } from '../schema.ts';

/**
 * The demo's accounts (docs/decisions/008): one administrator and two approved agencies, each with an
 * owner and a staff member. Seeded when missing, never in production; `npm start` and the README
 * print them. A password changed in the demo stays changed.
 */
export const DEMO_ACCOUNTS = [
  { role: 'Administrator (back office)', userId: 'admin@tripsetu.in', password: 'Admin@2026' },
  { role: 'Skyways Travels, owner', userId: 'owner@skyways.in', password: 'Agent@2026' },
  { role: 'Skyways Travels, staff', userId: 'staff@skyways.in', password: 'Staff@2026' },
  { role: 'Ghumakkad Holidays, owner', userId: 'owner@ghumakkad.in', password: 'Agent@2026' },
  { role: 'Ghumakkad Holidays, staff', userId: 'staff@ghumakkad.in', password: 'Staff@2026' },
] as const;

const password = (userId: string) => DEMO_ACCOUNTS.find((account) => account.userId === userId)?.password ?? '';

const DEMO_AGENCIES: {
  form: AgencyRegistrationForm;
  staff: { salutation: string; firstName: string; lastName: string; email: string; mobile: string };
}[] = [
  {
    form: {
      salutation: 'Mr',
      firstName: 'Rohan',
      lastName: 'Mehta',
      email: 'owner@skyways.in',
      mobile: '9820012345',
      category: 'Organization',
      companyName: 'Skyways Travels',
      panName: 'Skyways Travels Private Limited',
      panNumber: 'AAKCS1234F',
      transactionFee: 'Yes',
      address1: '301, Kamala Mills Compound',
      address2: 'Senapati Bapat Marg, Lower Parel',
      pincode: '400013',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      contactNumber: '022 4001 2345',
      gstHolder: 'Skyways Travels Private Limited',
      gstNumber: '27AAKCS1234F1ZI',
      gstEmail: 'accounts@skyways.in',
      gstAddress: '301, Kamala Mills Compound, Lower Parel, Mumbai 400013',
      gstPhone: '022 4001 2345',
      gstCompany: 'Skyways Travels Private Limited',
    },
    staff: { salutation: 'Ms', firstName: 'Priya', lastName: 'Nair', email: 'staff@skyways.in', mobile: '9820054321' },
  },
  {
    form: {
      salutation: 'Ms',
      firstName: 'Kavita',
      lastName: 'Sharma',
      email: 'owner@ghumakkad.in',
      mobile: '9414012345',
      category: 'Individual',
      companyName: 'Ghumakkad Holidays',
      panName: 'Kavita Sharma',
      panNumber: 'BQRPS4321K',
      transactionFee: 'No',
      address1: '12, MI Road',
      address2: 'Near Panch Batti',
      pincode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      contactNumber: '0141 236 5478',
      gstHolder: '',
      gstNumber: '',
      gstEmail: '',
      gstAddress: '',
      gstPhone: '',
      gstCompany: '',
    },
    staff: {
      salutation: 'Mr',
      firstName: 'Arjun',
      lastName: 'Singh',
      email: 'staff@ghumakkad.in',
      mobile: '9414054321',
    },
  },
];

export async function seedDemoAccounts(services: { agents: AgentsService; agencies: AgenciesService }) {
  const { agents, agencies } = services;
  await agents.seedUser({
    agencyId: null,
    role: 'ADMIN',
    email: 'admin@tripsetu.in',
    password: password('admin@tripsetu.in'),
    salutation: 'Ms',
    firstName: 'Ananya',
    lastName: 'Iyer',
    mobile: '9845012345',
  });
  for (const { form, staff } of DEMO_AGENCIES) {
    const agency = await agencies.seedAgency(form);
    await agents.seedUser({
      agencyId: agency.id,
      role: 'OWNER',
      email: form.email,
      password: password(form.email),
      salutation: form.salutation,
      firstName: form.firstName,
      lastName: form.lastName,
      mobile: form.mobile,
    });
    await agents.seedUser({ agencyId: agency.id, role: 'STAFF', password: password(staff.email), ...staff });
  }
}

/**
 * What each demo agency starts with (demo mode only): a NEFT deposit the back office has approved, so a
 * newcomer can book at once and the ledger opens with a top-up receipt, as a funded agency's would.
 */
export const DEMO_OPENING_DEPOSITS: readonly { companyName: string; rupees: string; reference: string }[] = [
  { companyName: 'Skyways Travels', rupees: '500000', reference: 'NEFTDEMO0001' },
  { companyName: 'Ghumakkad Holidays', rupees: '200000', reference: 'NEFTDEMO0002' },
];

/** Funds the demo agencies once: an agency that already has a deposit (any, approved or not) is left alone. */
export async function seedDemoWallets(
  services: { agents: AgentsService; wallet: WalletService },
  db: Kysely<Database>,
  today: string,
): Promise<void> {
  const { agents, wallet } = services;
  const admin = await agents.findByUserId('admin@tripsetu.in');
  const bankAccount = (await wallet.bankAccounts())[0];
  if (!admin || !bankAccount) return;
  for (const deposit of DEMO_OPENING_DEPOSITS) {
    const found = DEMO_AGENCIES.find(({ form }) => form.companyName === deposit.companyName);
    const owner = found && (await agents.findByUserId(found.form.email));
    if (!found || !owner?.agency_id) continue;
    if ((await wallet.deposits({ agencyId: owner.agency_id })).length > 0) continue;
    await db.transaction().execute(async (trx) => {
      const requested = await wallet.requestDeposit(
        owner,
        {
          mode: 'NEFT',
          reference: deposit.reference,
          accountNumber: '50100234567890',
          holderName: found.form.panName,
          branch: '',
          depositDate: today,
          bankAccountId: String(bankAccount.id),
          amount: deposit.rupees,
        },
        trx,
      );
      await wallet.approveDeposit(admin, requested.id, trx);
    });
  }
}
