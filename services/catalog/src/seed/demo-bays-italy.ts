import type { DemoBay } from './demo-bay';

const operator = (name: string, company: string, slug: string, phone: string) => ({
  name,
  company,
  phone,
  email: `${slug}@demo.moorline.example`,
  website: `https://${slug}.demo.moorline.example`,
});

export const italianBays: DemoBay[] = [
  {
    slug: 'grado',
    name: 'Grado',
    country: 'IT',
    // Some 400 m off Grado's main beach (it was 1 km out).
    lat: 45.671,
    lon: 13.396,
    operator: operator('Campo Boe Grado', 'Boe Alto Adriatico S.r.l.', 'grado', '+39 0431 80 12 34'),
    maxLoaCm: 1500,
    hullKinds: ['mono', 'multi'],
    dayStay: { perHourCents: 600, fullDayCents: 3000 },
    nightCents: 4500,
    mooringAssistanceCents: null,
    trashCollection: { priceCents: 500, time: '09:00' },
    description: {
      en: 'Shallow sandy water off the beaches of Grado, the island town at the edge of its lagoon. Mostly first come, first served.',
      sl: 'Plitvo peščeno morje pred plažami Gradeža, otoškega mesta na robu lagune. Večinoma kdor prej pride.',
      hr: 'Plitko pješčano more ispred plaža Grada, otočnog gradića na rubu lagune. Uglavnom tko prvi dođe.',
      it: 'Acque basse e sabbiose davanti alle spiagge di Grado, l’isola al margine della sua laguna. Per lo più libere a chi arriva prima.',
    },
    guestInformation: {
      en: 'Mind the depth: under two metres near the beach. The old town and its fish restaurants are a short dinghy ride away.',
      sl: 'Pazite na globino: ob plaži manj kot dva metra. Staro mesto in ribje restavracije so blizu z gumenjakom.',
      hr: 'Pazite na dubinu: uz plažu manje od dva metra. Stari grad i riblji restorani blizu su pomoćnim čamcem.',
      it: 'Attenzione al fondale: meno di due metri vicino alla spiaggia. Il centro storico e le trattorie di pesce sono a pochi minuti di tender.',
    },
    field: { seawardBearingDeg: 180, offsetM: 150, layout: 'grid', kinds: { digital: 4, fcfs: 20 } },
    imageCount: 2,
  },
  {
    slug: 'isole-tremiti',
    name: 'Isole Tremiti',
    country: 'IT',
    // In the channel between San Domino and San Nicola; the field lies towards its south-east opening.
    lat: 42.1195,
    lon: 15.5045,
    operator: operator('Boe Tremiti', 'Area Marina Tremiti S.r.l.', 'tremiti', '+39 0882 46 30 00'),
    maxLoaCm: 2400,
    hullKinds: ['mono', 'multi'],
    dayStay: { perHourCents: 1200, fullDayCents: 6000 },
    nightCents: 10000,
    mooringAssistanceCents: 2500,
    trashCollection: { priceCents: 1000, time: '08:00' },
    description: {
      en: 'Buoys in the channel between San Domino and San Nicola, in the marine protected area of the only Italian islands of the central Adriatic.',
      sl: 'Boje v prelivu med otokoma San Domino in San Nicola, v morskem zavarovanem območju edinih italijanskih otokov srednjega Jadrana.',
      hr: 'Plutače u kanalu između San Domina i San Nicole, u zaštićenom morskom području jedinih talijanskih otoka srednjeg Jadrana.',
      it: 'Boe nel canale tra San Domino e San Nicola, nell’area marina protetta delle uniche isole italiane dell’Adriatico centrale.',
    },
    guestInformation: {
      en: 'Anchoring is forbidden in the protected area. Ferries pass close by: keep the fairway free.',
      sl: 'Sidranje je v zavarovanem območju prepovedano. Trajekti plujejo blizu: pustite prosto plovno pot.',
      hr: 'Sidrenje je u zaštićenom području zabranjeno. Trajekti prolaze blizu: ostavite plovni put slobodnim.',
      it: 'Nell’area protetta l’ancoraggio è vietato. I traghetti passano vicino: lasciate libero il canale.',
    },
    field: {
      seawardBearingDeg: 120,
      offsetM: 100,
      layout: 'grid',
      kinds: { digital: 20, fcfs: 6, traditional: 4 },
    },
    imageCount: 3,
  },
  {
    slug: 'portonovo',
    name: 'Portonovo – Conero',
    country: 'IT',
    // Centre of Portonovo bay below Monte Conero, which opens to the north-east.
    lat: 43.5655,
    lon: 13.5955,
    operator: operator('Boe Portonovo', 'Conero Ormeggi S.r.l.', 'portonovo', '+39 071 80 11 22'),
    maxLoaCm: 2000,
    hullKinds: ['mono', 'multi'],
    dayStay: { perHourCents: 1000, fullDayCents: 5000 },
    nightCents: 7500,
    mooringAssistanceCents: 2000,
    trashCollection: null,
    description: {
      en: 'White pebbles and the wooded slopes of Monte Conero frame this bay south of Ancona, with a Romanesque church just behind the beach.',
      sl: 'Beli prodniki in gozdnata pobočja Monte Conera obdajajo ta zaliv južno od Ancone, z romansko cerkvijo tik za plažo.',
      hr: 'Bijeli šljunak i šumovite padine Monte Conera okružuju ovu uvalu južno od Ancone, s romaničkom crkvom odmah iza plaže.',
      it: 'Ciottoli bianchi e i pendii boscosi del Monte Conero incorniciano questa baia a sud di Ancona, con una chiesa romanica proprio dietro la spiaggia.',
    },
    guestInformation: {
      en: 'The bay is open to the north-east; leave before a bora. Mussels from the bay are served in every beach restaurant.',
      sl: 'Zaliv je odprt proti severovzhodu; pred burjo odplujte. Školjke iz zaliva strežejo v vseh restavracijah na plaži.',
      hr: 'Uvala je otvorena prema sjeveroistoku; isplovite prije bure. Dagnje iz uvale poslužuju se u svim restoranima na plaži.',
      it: 'La baia è aperta a nord-est; andate via prima della bora. I moscioli della baia si servono in tutti i ristoranti sulla spiaggia.',
    },
    field: { seawardBearingDeg: 60, offsetM: 200, layout: 'grid', kinds: { digital: 18, fcfs: 8 } },
    imageCount: 3,
  },
];
