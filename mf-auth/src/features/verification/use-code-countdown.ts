// The resend countdown of a verification code, driven by the server's check-interval answer.
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { isEmail } from '../account/rules';
import { type CodeType, useCheckCodeIntervalQuery, useSendVerificationCodeMutation } from './api';
import { rememberCodeEmail } from './remembered-email';

/** The current time, ticking every second until `until` has passed. */
function useClock(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}

export interface CodeCountdown {
  /** Seconds before another code may be sent; 0 = now. */
  secondsLeft: number;
  sending: boolean;
  /** Sends a code to `email`, then asks the server how long the next one must wait. */
  sendCode: () => Promise<void>;
}

export function useCodeCountdown(email: string | undefined, type: CodeType): CodeCountdown {
  const address = isEmail(email) ? email.trim() : undefined;
  const interval = useCheckCodeIntervalQuery(address ? { email: address, type } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [send, { isLoading: sending }] = useSendVerificationCodeMutation();

  const answeredAt = interval.fulfilledTimeStamp ?? 0;
  const deadline = address && interval.data ? answeredAt + interval.data * 1000 : 0;
  // The clock may lag the answer by up to a tick: never count from before the answer arrived.
  const now = Math.max(useClock(deadline), answeredAt);
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  const sendCode = async () => {
    if (!address) return;
    await send({ email: address, type }).unwrap();
    rememberCodeEmail(type, address);
    await interval.refetch();
  };

  return { secondsLeft, sending, sendCode };
}
