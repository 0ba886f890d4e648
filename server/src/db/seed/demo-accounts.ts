import type { AgencyRegistrationForm } from '@tripsetu/domain/agency.ts';
import type { AgenciesService } from '../../modules/agencies/agencies.service.ts';
import type { AgentsService } from '../../modules/agents/agents.service.ts';

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
