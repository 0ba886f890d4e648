import { Text } from '@mantine/core';
import { t } from '../../../i18n/i18n.ts';
import { STEP_TITLES } from '../registration-steps.ts';

/** Where the agent is in the wizard: numbered steps, done ones ticked; on phones only the current label shows. */
export function StepProgress({ active, allDone = false }: { active: number; allDone?: boolean }) {
  return (
    <div className="reg-progress">
      <ol className="reg-steps" aria-label={t('registration.progress')}>
        {STEP_TITLES.map((title, index) => {
          const done = allDone || index < active;
          const current = !allDone && index === active;
          return (
            <li
              key={title}
              className="reg-step"
              data-done={done || undefined}
              data-current={current || undefined}
              aria-current={current ? 'step' : undefined}
            >
              <span className="reg-step-number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="reg-step-label">
                {t(title)}
                {done && <span className="visually-hidden"> ({t('registration.stepDone')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {!allDone && (
        <Text size="sm" c="dimmed" className="reg-step-caption">
          {t('registration.stepOf', { number: active + 1, total: STEP_TITLES.length })}
        </Text>
      )}
    </div>
  );
}
