import { type AgentRole, can, type Permission } from '@tripsetu/domain/agency.ts';
import { describe, expect, it } from 'vitest';
import { t } from '../i18n/i18n.ts';
import { allowed } from './allowed.ts';
import { menuFor } from './main-menu.ts';

const labelsFor = (role: AgentRole) =>
  menuFor((permission: Permission) => can(role, permission)).map((item) => t(item.label));

describe('main menu', () => {
  it('gives an agency owner booking, the wallet, their bookings, their commissions, profile, staff, hold queues, Import PNR, offline requests and support in §2 order', () => {
    expect(labelsFor('OWNER')).toEqual([
      'Book',
      'Make Payment',
      'Manage Bookings',
      'Ledger',
      'View Commissions',
      'Reports',
      'Add/View Staff',
      'Agent Markup',
      'Flight Hold Queues',
      'Flight Pax Calendar',
      'Hotel Pax Calendar',
      'Import PNR',
      'Offline requests',
      'Visa',
      'Balance',
      'Profile',
      'Support Request',
      'Upload Balance',
    ]);
  });

  it('keeps staff management and Upload Balance from staff members, who still see balance, ledger and commissions', () => {
    expect(labelsFor('STAFF')).toEqual([
      'Book',
      'Manage Bookings',
      'Ledger',
      'View Commissions',
      'Reports',
      'Agent Markup',
      'Flight Hold Queues',
      'Flight Pax Calendar',
      'Hotel Pax Calendar',
      'Import PNR',
      'Offline requests',
      'Visa',
      'Balance',
      'Profile',
      'Support Request',
    ]);
  });

  it('gives an administrator the back office, every agency’s hold queue, cancellation and offline requests, answering support, the commission rules, agency groups, series fares and visas, but no agency profile, wallet or View Commissions', () => {
    expect(labelsFor('ADMIN')).toEqual([
      'Book',
      'Manage Bookings',
      'Reports',
      'Flight Hold Queues',
      'Flight Pax Calendar',
      'Hotel Pax Calendar',
      'Support Request',
      'Agency Applications',
      'Agents',
      'Deposits',
      'Cancellation requests',
      'Offline requests',
      'Visa applications',
      'Visa types',
      'Wallet Movements',
      'Bank Accounts',
      'Commission rules',
      'Agency groups',
      'TripSetu markups',
      'Series fares',
      'Currency rates',
    ]);
  });

  it('lets anyone signed in through a page that asks for no permission', () => {
    expect(allowed([], () => false)).toBe(true);
    expect(allowed(['support.use', 'support.answer'], (permission) => permission === 'support.answer')).toBe(true);
    expect(allowed(['staff.manage'], () => false)).toBe(false);
  });
});
