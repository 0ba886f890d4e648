import { Alert, Button, Card, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SIGNED_IN_QUERY_KEY, useSession } from '../../../app/session-context.tsx';
import { FlightProofForm } from '../../../components/FlightProofForm.tsx';
import { forgetFlightProof, readFlightProof } from '../../../lib/flight-booking-proof.ts';
import { GatewayError } from '../../../lib/gateway.ts';

/**
 * Who opens a flight booking's page (decision 029): the signed-in traveller (their own bookings), or a
 * visitor who proved this booking with its mobile or e-mail and a code, on the pages that allow it.
 */
export function useBookingAccess(txid: string) {
  const { user } = useSession();
  const [proof, setProof] = useState(() => readFlightProof(txid));
  useEffect(() => setProof(readFlightProof(txid)), [txid]);
  return {
    signedIn: user !== null,
    proven: proof !== null,
    /** The page may ask for the booking: signed in, or proven. */
    canLoad: user !== null || proof !== null,
    /** A visitor on a proof: what needs an account is not offered. */
    visitor: user === null && proof !== null,
    refresh: () => setProof(readFlightProof(txid)),
    forget: () => {
      forgetFlightProof(txid);
      setProof(null);
    },
  };
}

export type BookingAccess = ReturnType<typeof useBookingAccess>;

/** The server refused the proof sent (ended, or of another booking): 403. */
export const proofRefused = (error: unknown) => error instanceof GatewayError && error.status?.StatusCode === 403;

/** A refused proof is forgotten, so that the page asks for a new one. */
export function useForgetRefusedProof(access: BookingAccess, error: unknown) {
  const refused = proofRefused(error) && access.proven;
  useEffect(() => {
    if (refused) access.forget();
  }, [refused, access.forget]);
}

/**
 * What a visitor sees on a flight booking's page: sign in, or prove the booking with the mobile number or
 * e-mail it was booked with and a code. Proven, the page opens (another booking's ID opens its own page).
 */
export function ProveBooking({
  title,
  txid,
  access,
  refusal,
}: {
  title: string;
  txid: string;
  access: BookingAccess;
  /** Why a proof sent was refused, if it was. */
  refusal?: string;
}) {
  const { openLogin, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const proven = (provenTxid: string) => {
    void queryClient.invalidateQueries({ queryKey: [SIGNED_IN_QUERY_KEY] });
    if (provenTxid === txid) access.refresh();
    else navigate(location.pathname.replace(txid, provenTxid));
  };
  return (
    <Container size="sm" py="md">
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="prove-heading">
        <Stack gap="sm">
          <Title order={1} size="h3" id="prove-heading">
            {title}
          </Title>
          {refusal && (
            <Alert color="yellow" role="status">
              {refusal}
            </Alert>
          )}
          {!user && (
            <>
              <Text size="sm">Login to see all your bookings, or open this booking with a code.</Text>
              <Button variant="light" onClick={openLogin} w="fit-content">
                Login or Register
              </Button>
              <Divider label="or" labelPosition="center" />
            </>
          )}
          <FlightProofForm initialTxid={txid} onProven={proven} />
        </Stack>
      </Card>
    </Container>
  );
}
