import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Vitrin';

/** A code of the step before or after counts too: a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = 30;

export const newTwoFactorSecret = () => generateSecret();

/** What an authenticator app scans: the otpauth URI and the same as a QR code (SVG markup). */
export async function enrolmentOf(email: string, secret: string) {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrSvg };
}

/**
 * The time step of a right code, or null. A step at or before `lastStep` is refused, so a code
 * seen over a shoulder (or replayed) cannot sign in again.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: lastStep ?? undefined });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
