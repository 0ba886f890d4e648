import { Button, Group } from '@mantine/core';
import { OtpField } from '../../../components/OtpField.tsx';

/** The OTP, and Back and Submit under it: the last step of signing in and of registering. */
export function OtpAndSubmit(props: {
  otp: string;
  error: string | undefined;
  onOtp: (otp: string) => void;
  onBack: () => void;
  submitting: boolean;
}) {
  return (
    <>
      <OtpField value={props.otp} onChange={props.onOtp} error={props.error} />
      <Group grow>
        <Button variant="default" type="button" onClick={props.onBack}>
          Back
        </Button>
        <Button type="submit" loading={props.submitting}>
          Submit
        </Button>
      </Group>
    </>
  );
}
