import { z } from 'zod';
import { VISA_DESTINATION_CODES, VISA_ENTRIES, VISA_STATUSES } from './visas.ts';

/** The shapes of the visa routes (decision 043). Forms travel as text and are checked by `visas.ts`. */

/** What the back office types to offer a visa type; checked field by field by `checkVisaType`. */
export const visaTypeBody = z.object({
  destination: z.string().max(20).optional().default(''),
  name: z.string().max(200).optional().default(''),
  entry: z.string().max(20).optional().default(''),
  stayDays: z
    .union([z.string().max(10), z.number()])
    .optional()
    .default('')
    .transform(String),
  validityDays: z
    .union([z.string().max(10), z.number()])
    .optional()
    .default('')
    .transform(String),
  processingDays: z
    .union([z.string().max(10), z.number()])
    .optional()
    .default('')
    .transform(String),
  fee: z
    .union([z.string().max(20), z.number()])
    .optional()
    .default('')
    .transform(String),
  refundable: z.boolean().optional().default(false),
  checklist: z.string().max(2000).optional().default(''),
});
export type VisaTypeBody = z.input<typeof visaTypeBody>;

export const visaTypeRow = z.object({
  id: z.number().int(),
  destination: z.enum(VISA_DESTINATION_CODES),
  destinationName: z.string(),
  name: z.string(),
  entry: z.enum(VISA_ENTRIES),
  stayDays: z.number().int(),
  validityDays: z.number().int(),
  processingDays: z.number().int(),
  feePaise: z.number().int(),
  refundable: z.boolean(),
  checklist: z.array(z.string()),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type VisaTypeRow = z.infer<typeof visaTypeRow>;
export const visaTypeList = z.object({ types: z.array(visaTypeRow) });

export const visaEvent = z.object({
  status: z.enum(VISA_STATUSES),
  statusLabel: z.string(),
  remarks: z.string(),
  by: z.string(),
  at: z.string(),
});

export const visaApplicationRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(VISA_STATUSES),
  statusLabel: z.string(),
  destination: z.enum(VISA_DESTINATION_CODES),
  destinationName: z.string(),
  visaType: z.string(),
  entry: z.enum(VISA_ENTRIES),
  processingDays: z.number().int(),
  traveller: z.object({
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    nationality: z.string(),
    passportNumber: z.string(),
    passportExpiryDate: z.string(),
  }),
  travelDate: z.string(),
  feePaise: z.number().int(),
  refundable: z.boolean(),
  refundedPaise: z.number().int(),
  walletDocumentNo: z.string(),
  refundDocumentNo: z.string().nullable(),
  remarks: z.string(),
  documents: z.array(z.object({ item: z.string(), fileName: z.string(), url: z.string() })),
  visaUrl: z.string().nullable(),
  agencyName: z.string(),
  appliedBy: z.string(),
  appliedAt: z.string(),
  events: z.array(visaEvent),
});
export type VisaApplicationRow = z.infer<typeof visaApplicationRow>;

export const visaApplicationQuery = z.object({
  status: z.enum(VISA_STATUSES).optional(),
  q: z.string().max(40).optional().default(''),
});
export const visaApplicationList = z.object({ applications: z.array(visaApplicationRow) });
