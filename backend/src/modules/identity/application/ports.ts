/** The SMS port: sends a sign-up OTP to an Indian mobile number (E.164). */
export interface SmsSender {
  sendOtp(phone: string, code: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
