/**
 * About 30 public demo dentist profiles across German cities. Names, practices,
 * addresses, phone numbers and websites are invented and clearly fictional (`.example`
 * domains, 555 phone numbers); postal codes are real so distances work.
 */
const FIRST = [
  'Anna',
  'Jonas',
  'Lea',
  'Felix',
  'Sophie',
  'Paul',
  'Marie',
  'Lukas',
  'Emma',
  'David',
  'Hannah',
  'Tim',
  'Clara',
  'Jan',
  'Lina',
]
const LAST = [
  'Albrecht',
  'Brandt',
  'Conrad',
  'Dietrich',
  'Ebert',
  'Fuchs',
  'Graf',
  'Hartmann',
  'Imhoff',
  'Jansen',
  'Kessler',
  'Lorenz',
  'Mertens',
  'Nowak',
  'Otto',
]
const CITIES = [
  {
    city: 'Berlin',
    postalCodes: ['10115', '10178', '10245', '10437', '12043', '13347'],
    phone: '+49 30 555',
  },
  { city: 'Potsdam', postalCodes: ['14467', '14469'], phone: '+49 331 555' },
  { city: 'Hamburg', postalCodes: ['20095', '22765', '22087'], phone: '+49 40 555' },
  { city: 'München', postalCodes: ['80331', '80802', '81541'], phone: '+49 89 555' },
  { city: 'Köln', postalCodes: ['50667', '50933'], phone: '+49 221 555' },
  { city: 'Frankfurt am Main', postalCodes: ['60311', '60594'], phone: '+49 69 555' },
  { city: 'Stuttgart', postalCodes: ['70173'], phone: '+49 711 555' },
  { city: 'Leipzig', postalCodes: ['04109'], phone: '+49 341 555' },
  { city: 'Dresden', postalCodes: ['01067'], phone: '+49 351 555' },
  { city: 'Düsseldorf', postalCodes: ['40213'], phone: '+49 211 555' },
]
const SPECIALTY_SETS = [
  ['Parodontologie'],
  ['Implantologie', 'Parodontologie'],
  ['Aligner', 'Kieferorthopädie'],
  ['Prävention', 'Kinderzahnheilkunde'],
  ['Kinderzahnheilkunde'],
  ['Implantologie'],
  ['Prävention'],
  ['Endodontie', 'Prävention'],
]
const STREETS = [
  'Lindenweg',
  'Am Markt',
  'Gartenstraße',
  'Bahnhofstraße',
  'Schillerplatz',
  'Rosenallee',
]

export type DemoProfile = {
  email: string
  name: string
  practiceName: string
  address: string
  postalCode: string
  city: string
  phone: string
  website: string
  specialties: string[]
  verified: boolean
}

/** The demo profiles: 30 entries, deterministic. */
export function demoProfiles(): DemoProfile[] {
  const profiles: DemoProfile[] = []
  for (let i = 0; i < 30; i++) {
    const place = CITIES[i % CITIES.length]!
    const first = FIRST[i % FIRST.length]!
    const last = LAST[(i * 7) % LAST.length]!
    const slug = `${first}-${last}-${i}`.toLowerCase()
    profiles.push({
      email: `demo-zahnarzt-${i + 1}@dentaljournal.example`,
      name: `Dr. ${first} ${last}`,
      practiceName: `Zahnarztpraxis ${last} (Demo)`,
      address: `${STREETS[i % STREETS.length]} ${(i % 40) + 1}`,
      postalCode: place.postalCodes[i % place.postalCodes.length]!,
      city: place.city,
      phone: `${place.phone}${String(1000 + i).padStart(4, '0')}`,
      website: `https://praxis-${slug}.example`,
      specialties: SPECIALTY_SETS[i % SPECIALTY_SETS.length]!,
      verified: i % 3 === 0,
    })
  }
  return profiles
}
