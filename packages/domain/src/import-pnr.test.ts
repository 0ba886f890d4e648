import { describe, expect, it } from 'vitest';
import { IMPORT_PNR_MSG, importPnrErrors, lastNameKey, pnrOf } from './import-pnr.ts';

describe('Import PNR input', () => {
  it('reads a PNR as airlines write it and a last name whatever its case and spacing', () => {
    expect(pnrOf(' sky4dl ')).toBe('SKY4DL');
    expect(lastNameKey('  de   Souza ')).toBe(lastNameKey('DE SOUZA'));
    expect(importPnrErrors({ pnr: ' sky4dl ', lastName: "D'Souza-Nair" })).toEqual({});
    expect(importPnrErrors({ pnr: 'SKY4DL', lastName: 'Müller' })).toEqual({});
  });

  it('names each field that is missing or malformed', () => {
    expect(importPnrErrors({ pnr: '', lastName: ' ' })).toEqual({
      pnr: IMPORT_PNR_MSG.pnrRequired,
      lastName: IMPORT_PNR_MSG.lastNameRequired,
    });
    expect(importPnrErrors({ pnr: 'SKY4D', lastName: 'Verma' }).pnr).toBe(IMPORT_PNR_MSG.pnrInvalid);
    expect(importPnrErrors({ pnr: 'SKY-4D', lastName: 'Verma' }).pnr).toBe(IMPORT_PNR_MSG.pnrInvalid);
    expect(importPnrErrors({ pnr: 'SKY4DL', lastName: 'V3rma' }).lastName).toBe(IMPORT_PNR_MSG.lastNameInvalid);
    expect(importPnrErrors({ pnr: 'SKY4DL', lastName: 'x'.repeat(51) }).lastName).toBe(IMPORT_PNR_MSG.lastNameInvalid);
  });
});
