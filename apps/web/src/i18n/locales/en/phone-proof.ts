/** Proving a mobile number with a one-time code, at registration and after a booking (docs/decisions/0028). */
export const phoneProofEn = {
  phoneProof: {
    sendCode: 'Send code',
    sendAgain: 'Send a new code',
    sending: 'Sending the code...',
    sentTo: 'We sent a 6-digit code to {{number}}. It lasts 5 minutes.',
    codeLabel: 'Code from the SMS',
    registerHint:
      'We send a code to your mobile number to make sure it is yours. Booking SMS come only to a confirmed number.',
    panelTitle: 'Get SMS about your bookings',
    panelText:
      'Your number {{number}} is not confirmed yet, so SMS about your bookings do not come to it. Send a code to it and enter it here.',
    confirm: 'Confirm number',
    confirming: 'Checking the code...',
  },
};
