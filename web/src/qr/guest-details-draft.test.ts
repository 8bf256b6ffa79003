import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../session/memory-storage';
import { keepGuestDetails, keptGuestDetails } from './guest-details-draft';

const DETAILS = { firstName: 'Ana', lastName: 'Kovač', email: 'ana@example.com', phone: '+385 91 234 5678' };

describe('the guest details kept for Back', () => {
  it('when details are kept, then they are read back as typed', () => {
    const storage = memoryStorage();
    keepGuestDetails(storage, DETAILS);
    expect(keptGuestDetails(storage)).toEqual(DETAILS);
  });

  it('when nothing or something unreadable is kept, then there are no details', () => {
    const storage = memoryStorage();
    expect(keptGuestDetails(storage)).toBeNull();
    storage.setItem('moorline_qr_guest_details', '{"firstName":"Ana","phone":7}');
    expect(keptGuestDetails(storage)).toBeNull();
    storage.setItem('moorline_qr_guest_details', 'not json');
    expect(keptGuestDetails(storage)).toBeNull();
  });
});
