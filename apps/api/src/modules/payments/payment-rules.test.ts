import { describe, expect, it } from 'vitest';
import { hasValidSignature, signatureOf, signFields } from './signature.js';
import { trimRecord } from './gateway.js';
import { withinClaimWindow } from './refunds.js';

// Expected digests computed outside this code base (Python hashlib) from docs/architecture.md §9's recipe.
const POST = {
  tran_id: 'HSP1',
  val_id: '2401141818441',
  amount: '20.00',
  status: 'VALID',
  store_id: 'teststore',
  currency: 'BDT',
  error: '',
  value_a: 'x&y=z',
  verify_key: 'amount,currency,error,status,store_id,tran_id,val_id,value_a,value_b',
};
const PASSWORD = 'teststore@ssl';
const MD5 = '5bce8df61b93824b70a17eae3c5384cc';
const SHA256 = '9049ae16526339ef8bf2ad5533ad8a023276391378a8a9b1bf48fb96132b3ebb';

describe('callback signature', () => {
  it('when the fields are signed as docs/architecture.md §9 says, then both digests match an independent computation', () => {
    expect(signatureOf(POST, POST.verify_key, PASSWORD, 'md5')).toBe(MD5);
    expect(signatureOf(POST, POST.verify_key, PASSWORD, 'sha256')).toBe(SHA256);
  });

  it('when verify_sign and verify_sign_sha2 match, then the signature is valid; when either is wrong, it is not', () => {
    expect(hasValidSignature({ ...POST, verify_sign: MD5, verify_sign_sha2: SHA256 }, PASSWORD)).toBe(true);
    expect(hasValidSignature({ ...POST, verify_sign: MD5.toUpperCase() }, PASSWORD)).toBe(true);
    expect(hasValidSignature({ ...POST, verify_sign: MD5, verify_sign_sha2: SHA256.replace('9', '8') }, PASSWORD)).toBe(
      false,
    );
    expect(hasValidSignature({ ...POST, verify_sign: MD5, amount: '2000.00' }, PASSWORD)).toBe(false);
    expect(hasValidSignature({ ...POST, verify_sign: MD5 }, 'another password')).toBe(false);
    expect(hasValidSignature({ ...POST }, PASSWORD)).toBe(false);
  });

  it('when fields are signed by signFields, then hasValidSignature accepts them', () => {
    expect(
      hasValidSignature(
        signFields({ tran_id: 'HSP2', amount: '1000.00', status: 'FAILED', error: '' }, PASSWORD),
        PASSWORD,
      ),
    ).toBe(true);
  });
});

describe('what is kept of a gateway answer', () => {
  it('when a card number is masked it is kept; when it is not, it is dropped', () => {
    expect(trimRecord({ card_no: '432149XXXXXX0667', amount: '1.00', cus_phone: '01700000000' })).toEqual({
      card_no: '432149XXXXXX0667',
      amount: '1.00',
    });
    expect(trimRecord({ card_no: '4321490000000667' })).toEqual({});
  });
});

describe('refund window', () => {
  it('when the service was within the past 12 months, then it may be refunded; when longer ago, not', () => {
    expect(withinClaimWindow('2024-06-15', '2025-06-15')).toBe(true);
    expect(withinClaimWindow('2024-06-14', '2025-06-15')).toBe(false);
    expect(withinClaimWindow('2025-07-01', '2025-06-15')).toBe(true);
  });
});
