/**
 * The journal's termbase: per language the words a catalogue in `messages/<code>.json` must
 * use for the things that carry legal or professional weight, and the words it must not use.
 * `catalogueTermbase.test.ts` checks the catalogues against it. A term matches as a
 * case-insensitive part of a word, so a stem (`Germani`) covers the grammatical cases.
 *
 * - `dentist`: the section label for dentists says dentists, not physicians.
 * - `licence`: the invitation-request consent says the requester holds a licence to practise
 *   (not only a degree).
 * - `cmePoints`: the journal's points are CME points of the journal, in a neutral wording.
 * - `membership`: the paid membership.
 * - `signInLink`: the e-mailed sign-in link, in the language's own word.
 * - `germany`: every text that states the German target of 125 points in 5 years (the
 *   statutory continuing-education duty of dentists in German statutory care) names
 *   Germany, so no reader takes it for the rule of his own country.
 * - `forbidden`: national regulated continuing-education labels (our points are not
 *   accredited by any national scheme), degree-only licence wordings, and „Magic“ where the
 *   language has its own word for the e-mailed sign-in link (Latin-script catalogues that
 *   inflect „magic link“ as an adopted loanword, cs, et, hr, hu, it, mt, nl, pl, ro, sk,
 *   keep it).
 */
export type Terms = {
  dentist: string[]
  licence: string[]
  cmePoints: string[]
  membership: string[]
  signInLink: string[]
  germany: string[]
  forbidden: string[]
}

const t = (
  dentist: string,
  licence: string,
  cmePoints: string,
  membership: string,
  signInLink: string,
  germany: string,
  forbidden: string[] = [],
): Terms => ({
  dentist: dentist.split('|'),
  licence: licence.split('|'),
  cmePoints: cmePoints.split('|'),
  membership: membership.split('|'),
  signInLink: signInLink.split('|'),
  germany: germany.split('|'),
  forbidden,
})

/** Forbidden everywhere but in German: a German chamber shown as the reader's example. */
const GERMAN_ONLY = ['Zahnärztekammer', 'Approbation']

export const TERMBASE: Record<string, Terms> = {
  ar: t('أسنان', 'مرخّص', 'CME', 'عضوية', 'رابط', 'ألمان', ['Magic']),
  bg: t('дентал|зъболек', 'правоспособ', 'CME', 'членство', 'линк', 'Германи', [
    'Magic',
    'кредитни точки',
  ]),
  ca: t('dentist', 'col·legiat', 'CME', 'subscripció', 'link|enllaç', 'Alemany', [
    'Magic',
    'FMC',
    'crèdits de formació',
  ]),
  cs: t('zubní', 'oprávněním', 'CME', 'členství', 'link|odkaz', 'Německ'),
  cy: t('deintydd', 'trwyddedig', 'CME', 'aelodaeth', 'dolen', 'Almaen', ['DPP']),
  da: t('tandlæg', 'autoriseret', 'CME', 'medlemskab', 'link', 'Tyskland'),
  // The German label „Für Ärzte“ is the product specification's own wording.
  de: t('ärzt', 'approbiert', 'CME', 'mitgliedschaft', 'link', 'deutsch|§'),
  el: t('οδοντ', 'άδεια άσκησης', 'CME', 'συνδρομή', 'σύνδεσμ|συνδέσμ', 'Γερμανί', ['Magic']),
  en: t('dentist', 'licensed', 'CME', 'membership', 'link', 'German', ['Physician']),
  es: t('dentist', 'colegiad', 'CME', 'suscripción', 'enlace', 'Alemania', [
    'FMC',
    'acreditación',
    'créditos de formación',
  ]),
  et: t('hambaarst', 'tegevusloa', 'CME', 'liikmesus', 'link', 'Saksama'),
  eu: t('dentist', 'baimen', 'CME|kreditu', 'bazkidetza', 'link|esteka', 'Alemania', [
    'Magic',
    'Lizentziadun',
  ]),
  fa: t('دندانپزشک', 'پروانه', 'CME', 'عضویت', 'لینک|پیوند', 'آلمان', ['Magic']),
  fi: t('hammaslääkär', 'laillistettu', 'CME', 'jäsenyys', 'linkki', 'Saksa'),
  fr: t('dentist', 'exercer', 'CME', 'abonnement', 'lien', 'Allemagne', ['FMC', 'DPC', 'diplômé']),
  ga: t('iaclóir', 'ceadúnaithe', 'CME', 'ballraíocht', 'nasc', 'earmáin', ['FGL', 'CPD']),
  he: t('שיניים', 'מורש', 'CME', 'מנוי', 'קישור', 'גרמני', ['Magic']),
  hi: t('दंत', 'पंजीकृत', 'CME', 'सदस्यता', 'लिंक', 'जर्मनी', ['Magic']),
  hr: t('stomatolog|dentaln', 'licenc', 'CME', 'članstvo', 'link|poveznic', 'Njemačk'),
  hu: t('fogorvos', 'működési engedél', 'CME', 'tagság', 'link', 'németorsz'),
  id: t('dokter gigi', 'izin', 'CME', 'keanggotaan', 'link|tautan', 'Jerman', ['Magic', 'SKP']),
  is: t('tannlækn', 'starfsleyfi', 'CME', 'áskrift', 'hlekk', 'Þýskaland'),
  it: t('odontoiatr|dentist', 'abilitat', 'CME', 'abbonamento', 'link', 'Germania', ['ECM']),
  ja: t('歯科', '免許', 'CME', '会員', 'リンク', 'ドイツ'),
  ko: t('치과', '면허', 'CME', '멤버십', '링크', '독일', ['보수교육']),
  lt: t('odontolog', 'licencij', 'CME', 'narystė', 'link|nuorod', 'Vokietij', ['Magic', 'TMI']),
  lv: t('zobārst', 'sertificēt', 'CME', 'dalība', 'link|sait', 'Vācij', ['Magic', 'TIP']),
  ms: t('doktor gigi', 'berlesen', 'CME', 'keahlian', 'link|pautan', 'Jerman', ['Magic', 'CPD']),
  mt: t('dentist', 'liċenzjat', 'CME', 'sħubija', 'link|rabta', 'Ġermanja', ['CPD']),
  nl: t('tandarts', 'bevoegd', 'CME|nascholingspunt', 'lidmaatschap', 'link', 'Duitsland', [
    'accreditatie',
    'geaccrediteerd',
  ]),
  no: t('tannleg', 'autorisert', 'CME', 'medlemskap', 'lenke', 'Tyskland'),
  pl: t('dentyst', 'prawem wykonywania zawodu', 'CME', 'członkostwo', 'link', 'Niemcz', [
    'punkty edukacyjne',
  ]),
  pt: t('dentist', 'habilitad', 'CME', 'subscrição', 'ligação', 'Alemanha', [
    'créditos de formação',
  ]),
  ro: t('dentiș|dentist|stomatolog', 'drept de practică', 'CME', 'abonament', 'link', 'Germania', [
    'EMC',
  ]),
  ru: t('стоматолог', 'правом', 'CME', 'членство', 'ссылк', 'Германи', ['НМО', 'дипломирован']),
  sk: t('zubn', 'licenci', 'CME', 'členstvo', 'link|odkaz', 'Nemeck'),
  sl: t('zobozdravnik', 'licenc', 'CME', 'članstvo', 'link|povezav', 'Nemčij', ['Magic']),
  sv: t('tandläkar', 'legitimerad', 'CME', 'medlemskap', 'länk', 'Tyskland'),
  sw: t('meno', 'leseni', 'CME', 'uanachama', 'kiungo', 'Ujerumani', ['Magic']),
  th: t('ทันตแพทย์', 'ใบอนุญาต', 'CME', 'สมาชิก', 'ลิงก์', 'เยอรมนี', ['Magic']),
  tl: t('dentista', 'lisensiyado', 'CME', 'membership', 'link', 'Alemanya', ['Magic', 'CPD']),
  tr: t('diş hekim', 'ruhsat', 'CME', 'üyelik', 'bağlantı', 'Almanya', ['Diploma sahibi']),
  uk: t('стоматолог', 'правом', 'CME', 'членство', 'посиланн', 'Німеччин', ['БПР', 'дипломован']),
  vi: t('nha sĩ', 'giấy phép', 'CME', 'hội viên', 'link|liên kết', 'Đức', ['Magic']),
  zh: t('牙', '执业', 'CME', '会员', '链接', '德国'),
}

for (const [code, terms] of Object.entries(TERMBASE))
  if (code !== 'de') terms.forbidden.push(...GERMAN_ONLY)

/**
 * Labels of the dentists' section that name physicians only (as the whole label): the
 * dentist term check would miss them where the dentist stem is part of the physician word.
 */
export const PHYSICIAN_ONLY_LABELS: Record<string, string[]> = {
  bg: ['За лекари'],
  cs: ['Pro lékaře'],
  en: ['For doctors', 'For physicians'],
  pl: ['Dla lekarzy'],
  ro: ['Pentru medici'],
  sk: ['Pre lekárov'],
  sw: ['Kwa madaktari'],
  tr: ['Hekimler için'],
  zh: ['医生专区', '面向医生'],
}

/**
 * German taxonomy terms that are synonyms (the patient category „Vorsorge“ and the
 * professional topic „Prävention“): a language may give them one word.
 */
export const GERMAN_SYNONYMS = [['Vorsorge', 'Prävention']]

/** Keys whose text must contain the locale's term of the given kind. */
export const REQUIRED: Record<Exclude<keyof Terms, 'forbidden' | 'germany'>, string[]> = {
  dentist: ['Header.forDoctors', 'Search.forDoctors'],
  licence: ['Auth.invitationRequest.consent'],
  cmePoints: ['Dashboard.cme.credits', 'Cme.verify.points', 'Subscribe.benefits.cme.title'],
  membership: ['Dashboard.membership', 'Subscribe.priceTitle'],
  signInLink: ['Auth.signIn.modeMagic', 'Subscribe.checkoutSuccess.send'],
}

/** Scripts other than Latin: these catalogues may show Latin letters only for the allow-list. */
export const NON_LATIN = ['ar', 'bg', 'el', 'fa', 'he', 'hi', 'ja', 'ko', 'ru', 'th', 'uk', 'zh']

/**
 * Latin-script words a non-Latin catalogue may show: product, brand and format names,
 * German institutions named as such, keyboard keys, licence names and unit symbols. "AI" is
 * how Chinese, Japanese, Korean and Thai write it (AI 语言模型, AI言語モデル).
 */
export const LATIN_ALLOWED = new Set(
  (
    'Dentaljournal Premium Studio CME PDF JPEG PNG WebP ZIP SEPA Apple Pay Google Stripe ' +
    'GeoNames DGZMK BZÄK KZV DeepL QR Ctrl Esc CC BY URL ID MB km AI ' +
    // Citation file formats and the reference managers that read them (article "Zitieren").
    'BibTeX RIS Zotero EndNote Citavi'
  ).split(' '),
)

/** A single capital letter is a key or a category name (`Ctrl+K`, `A–H`). */
export const LATIN_LETTER = /^[A-Z]$/u

/** Arguments that hold a count: next to a noun they need an ICU plural. */
export const COUNT_ARGUMENTS = [
  'count',
  'minutes',
  'hours',
  'days',
  'points',
  'credits',
  'target',
  'total',
]

/**
 * A count followed by a unit symbol needs no plural (`{km} km`): the symbol does not inflect.
 * Minutes are plurals even where German abbreviates them (Arabic and Greek write the word).
 * A count followed by nothing, punctuation or a word that is no noun needs no plural either.
 */
export const UNIT_AFTER = /^\s*km(\W|$)/u

/** Words after a count that are no noun (`{credits} von {target} Punkten`, `{points} more`). */
export const NOT_A_NOUN = /^\s*(von|bis|of|to|more)\s/u
