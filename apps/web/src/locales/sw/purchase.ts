import type { Messages } from '../en/messages';

/** Kununua bila akaunti, kitufe cha kuagiza, kiungo cha siri cha oda na kikapu kilichohifadhiwa. */
export const purchase: Messages['purchase'] = {
  place: {
    mpesa: 'Agiza · Lipa {{amount}}',
    onDelivery: 'Agiza · Lipa {{amount}} ukipokea',
    contact: 'Agiza · {{amount}}, duka litakupigia kuhusu malipo',
    plain: 'Agiza · {{amount}}',
  },
  gate: {
    accountHeading: 'Una akaunti?',
    accountWhy: 'Ingia uone oda zako zote mahali pamoja na ulipe haraka zaidi wakati ujao.',
    signIn: 'Ingia',
    register: 'Fungua akaunti',
    guestHeading: 'Mgeni hapa?',
    guestWhy:
      'Nunua bila akaunti: tutakutumia kiungo cha siri kwa barua pepe na SMS ufuatilie oda yako na ulipe.',
    continueAsGuest: 'Endelea kama mgeni',
  },
  guest: {
    legend: 'Maelezo yako ya mawasiliano',
    why: 'Uthibitisho wa oda na kiungo cha siri cha oda yako vitatumwa kwa barua pepe na simu hii.',
    name: 'Jina kamili',
    email: 'Barua pepe',
    phone: 'Nambari ya simu',
    phoneHint: 'Nambari ya simu ya Kenya, mf. 0712 345 678',
    registered: 'Barua pepe hii ina akaunti. Tafadhali ingia ili uitumie.',
    haveAccount: 'Tayari una akaunti?',
  },
  lookup: {
    title: 'Oda yako',
    heading: 'Oda yako',
    headline: {
      waiting: 'Oda imepokelewa: tunasubiri malipo yako ya M-Pesa',
      paid: 'Oda imepokelewa na imelipwa',
      cancelled: 'Malipo yalighairiwa kwenye simu yako',
      timed_out: 'Hatukupata jibu kutoka M-Pesa',
      failed: 'Malipo hayakufaulu',
      refunded: 'Pesa zimerudishwa',
      offline: 'Oda imepokelewa',
    },
    placedNote: 'Asante! Oda yako imepokelewa.',
    keepLink:
      'Tumekutumia kiungo cha siri cha ukurasa huu kwa barua pepe. Kihifadhi: ndicho cha kufuatilia na kulipia oda hii.',
    loading: 'Tunapakia oda yako…',
    wrongHeading: 'Kiungo hiki hakifungui oda',
    wrong:
      'Kiungo hakijakamilika, kimekosewa au hakifanyi kazi tena. Kifungue tena kutoka kwa barua pepe ya oda, au tuulize kupitia Msaada.',
    limitedHeading: 'Maombi mengi mno',
    limited: 'Umeangalia oda mara nyingi mno. Tafadhali jaribu tena baadaye.',
    failedHeading: 'Oda yako haikuweza kupakiwa',
    failed: 'Tafadhali angalia mtandao wako kisha ujaribu tena.',
    askShop: 'Tuulize kupitia Msaada',
    continue: 'Endelea kununua',
    orderHeading: 'Oda {{number}}',
    placed: 'Iliagizwa',
    total: 'Jumla',
    expected: 'Tarehe ya kufikishwa inayotarajiwa',
    notYet: 'Bado haijajulikana',
    tracking: 'Msafirishaji na nambari ya ufuatiliaji',
    itemsOf: 'Bidhaa za oda {{number}}',
    invoice: 'Pakua ankara',
    invoiceLabel: 'Pakua ankara ya oda {{number}} (inafunguka kwenye kichupo kipya)',
    invoiceFailed: 'Hitilafu kufungua ankara: {{error}}',
  },
  savedCart: {
    goneUnnamed: 'Bidhaa moja kwenye kikapu chako ulichohifadhi haipatikani tena.',
    capped_one: '{{name}}: imebaki {{count}} tu, kwa hivyo kikapu chako kina {{count}}.',
    capped_other: '{{name}}: zimebaki {{count}} tu, kwa hivyo kikapu chako kina {{count}}.',
    gone: '{{name}} haipatikani tena na imeondolewa kwenye kikapu chako.',
  },
};
