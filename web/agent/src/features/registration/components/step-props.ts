import type { AgencyRegistrationForm } from '@tripsetu/domain/agency.ts';
import type { RegistrationErrors } from '../registration-steps.ts';

export interface StepProps {
  form: AgencyRegistrationForm;
  errors: RegistrationErrors;
  onChange: (change: Partial<AgencyRegistrationForm>) => void;
}

export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
export const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
