import { catalogV1 } from '@moorline/contracts';

const text = (en: string) => ({ en, sl: en, hr: en, it: en });

/** A bay as GetBay answers it: the message both hops of P2 carry, some 2 KB encoded. */
export const benchBay = catalogV1.GetBayResponse.fromPartial({
  bay: {
    bayId: '6f1c2b1e-2f5e-4a7e-9a51-6f0d6a1f3c11',
    slug: 'telascica',
    name: 'Telašćica',
    country: 'HR',
    description: text('A deep, sheltered bay in a nature park, with cliffs on the open side. '.repeat(4)),
    guestInformation: text('Quiet hours from 22:00. Trash is collected at 09:00. '.repeat(3)),
    location: { lat: 43.89, lon: 15.17 },
    timeZone: 'Europe/Zagreb',
    maxLoaCm: 2400,
    vatRateBasisPoints: 1300,
    images: Array.from({ length: 6 }, (_, index) => ({
      url: `/images/bays/telascica-${index + 1}.jpg`,
      caption: text(`View ${index + 1} of the bay`),
    })),
  },
});

/** A JSON answer of a service's HTTP route (P1): a bay summary of about 1 KB. */
export const benchJson = {
  bay: { slug: 'telascica', name: 'Telašćica', country: 'HR', time_zone: 'Europe/Zagreb' },
  buoys: Array.from({ length: 12 }, (_, index) => ({
    label: String(index + 1),
    status: index % 3 === 0 ? 'occupied' : 'free',
    max_loa_cm: 1800,
  })),
};
