import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { AgencyRegistrationForm } from '@tripsetu/domain/agency.ts';
import type { RegistrationStarted } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useStartRegistration } from '../api/start-registration.ts';
import { clearPendingRegistration, loadPendingRegistration, savePendingRegistration } from '../pending-registration.ts';
import {
  checkDocument,
  type DocumentField,
  type Documents,
  EMPTY_REGISTRATION,
  FORM_STEPS,
  type RegistrationErrors,
  registrationFormData,
  STEP_TITLES,
  stepOfFirstError,
  VERIFY_STEP,
  validateRegistration,
  validateStep,
} from '../registration-steps.ts';
import { CompanyDetailsStep } from './CompanyDetailsStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { GstDetailsStep } from './GstDetailsStep.tsx';
import { PersonalDetailsStep } from './PersonalDetailsStep.tsx';
import { StepProgress } from './StepProgress.tsx';
import { VerifyStep } from './VerifyStep.tsx';

const LAST_FORM_STEP = FORM_STEPS.length - 1;
const hasErrors = (errors: RegistrationErrors) => Object.values(errors).some(Boolean);

/** Agent registration (§2): four steps of details and documents, then the e-mail and mobile OTPs. */
export function RegistrationPage() {
  usePageTitle(t('registration.title'));
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<AgencyRegistrationForm>(EMPTY_REGISTRATION);
  const [documents, setDocuments] = useState<Documents>({ panDocument: null, gstDocument: null });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const [started, setStarted] = useState<RegistrationStarted | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // A registration left waiting for its OTPs in this browser (a reload, a closed tab): offered to resume.
  const [pending, setPending] = useState(() => loadPendingRegistration());
  const start = useStartRegistration();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
    stepHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [step, submitted]);

  const change = (update: Partial<AgencyRegistrationForm>) => {
    setForm((current) => ({ ...current, ...update }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update)) delete next[field];
      return next;
    });
  };

  const choose = (field: DocumentField, file: File | null): boolean => {
    const problem = file ? checkDocument(file) : null;
    setErrors((current) => ({ ...current, [field]: problem ?? undefined }));
    setDocuments((current) => ({ ...current, [field]: problem ? null : file }));
    return problem === null;
  };

  const goTo = (next: number) => {
    setFailure(null);
    setStep(next);
  };

  const submit = async () => {
    const found = validateRegistration(form, documents);
    if (hasErrors(found)) {
      setErrors(found);
      goTo(stepOfFirstError(found) ?? LAST_FORM_STEP);
      return;
    }
    try {
      const answer = await start.mutateAsync(registrationFormData(form, documents));
      savePendingRegistration(answer);
      setPending(null);
      setStarted(answer);
      setErrors({});
      goTo(VERIFY_STEP);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const badStep = stepOfFirstError(fields);
      if (badStep !== null) setStep(badStep);
      setFailure({ id: Date.now(), message: failureMessage(error, AGENT_MSG.registerFailed) });
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateStep(step, form, documents);
    setErrors(found);
    if (hasErrors(found)) return;
    if (step === LAST_FORM_STEP) void submit();
    else goTo(step + 1);
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('registration.title')}</Title>
          <Text c="dimmed" mt={6}>
            {t('registration.intro')}
          </Text>
          <Text size="sm" mt={6}>
            {t('registration.alreadyRegistered')}{' '}
            <Anchor component={Link} to={ROUTES.login} fw={600}>
              {t('registration.signIn')}
            </Anchor>
          </Text>
        </div>
        {pending && !started && (
          <Alert color="blue" title={t('registration.resume.title')}>
            <Text size="sm">
              {t('registration.resume.body', {
                email: pending.maskedEmail,
                mobile: pending.maskedMobile,
                time: formatDateTime(pending.expiresAt),
              })}
            </Text>
            <Group mt="sm" gap="sm">
              <Button
                size="sm"
                onClick={() => {
                  setStarted(pending);
                  goTo(VERIFY_STEP);
                }}
              >
                {t('registration.resume.continue')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => {
                  clearPendingRegistration();
                  setPending(null);
                }}
              >
                {t('registration.resume.startAgain')}
              </Button>
            </Group>
          </Alert>
        )}
        <StepProgress active={step} allDone={submitted} />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {submitted ? (
            <Stack gap="md">
              <Title order={2} size="h3" ref={stepHeading} tabIndex={-1} className="step-heading">
                {t('registration.submittedTitle')}
              </Title>
              <Alert color="green" role="status">
                {AGENT_MSG_DECIDED.registrationSubmitted}
              </Alert>
              <Text size="sm">{t('registration.nextSteps')}</Text>
              <Group>
                <Button component={Link} to={ROUTES.login}>
                  {t('registration.goToSignIn')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="md">
              <Title order={2} size="h3" ref={stepHeading} tabIndex={-1} className="step-heading">
                {t(STEP_TITLES[step] ?? 'registration.step.personal')}
              </Title>
              {failure && (
                <AutoHideAlert
                  key={failure.id}
                  variant="error"
                  title={t('registration.failedTitle')}
                  message={failure.message}
                  onClose={() => setFailure(null)}
                />
              )}
              {started && step === VERIFY_STEP ? (
                <VerifyStep
                  started={started}
                  onSubmitted={() => {
                    clearPendingRegistration();
                    setSubmitted(true);
                  }}
                />
              ) : (
                <form onSubmit={next} noValidate>
                  <div hidden={step !== 0}>
                    <PersonalDetailsStep form={form} errors={errors} onChange={change} />
                  </div>
                  <div hidden={step !== 1}>
                    <CompanyDetailsStep form={form} errors={errors} onChange={change} />
                  </div>
                  <div hidden={step !== 2}>
                    <GstDetailsStep form={form} errors={errors} onChange={change} />
                  </div>
                  <div hidden={step !== 3}>
                    <DocumentsStep form={form} documents={documents} errors={errors} onChoose={choose} />
                  </div>
                  <Group justify="space-between" mt="xl" className="step-actions">
                    {step > 0 ? (
                      <Button variant="default" onClick={() => goTo(step - 1)}>
                        {t('registration.back')}
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Button type="submit" loading={start.isPending}>
                      {step === LAST_FORM_STEP ? t('registration.submit') : t('registration.next')}
                    </Button>
                  </Group>
                </form>
              )}
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
