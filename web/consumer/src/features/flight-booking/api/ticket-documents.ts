import { useMutation } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID, type GatewayDocumentFile } from '@tripsetu/domain/gateway-flight-booking.ts';
import { flightProofFields } from '../../../lib/flight-booking-proof.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** The PDF's bytes from the envelope's base64. */
export function pdfBlob(file: Pick<GatewayDocumentFile, 'content_base64' | 'contenttype'>): Blob {
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contenttype });
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** MF001 getticketpdf: downloads the e-ticket as PDF. */
export const useDownloadTicketPdf = () =>
  useMutation({
    mutationFn: async (txid: string) => {
      const answer = await gatewayResult<GatewayDocumentFile>(FLIGHT_BOOKING_OPID, 'getticketpdf', {
        txid,
        ...flightProofFields(txid),
      });
      if (!answer.Result) throw new GatewayError('Booking not found.');
      saveFile(pdfBlob(answer.Result), answer.Result.filename);
      return answer.Result.filename;
    },
  });

/** MF001 emailticket: e-mails the e-ticket as PDF; the answer's message says it went. */
export const useEmailTicket = () =>
  useMutation({
    mutationFn: async ({ txid, emailto }: { txid: string; emailto: string }) => {
      const answer = await gatewayResult<null>(FLIGHT_BOOKING_OPID, 'emailticket', {
        txid,
        emailto,
        ...flightProofFields(txid),
      });
      return answer.ApiStatus.Message;
    },
  });
