import type { Messages } from './messages-en';

/**
 * Every shopper mail and text in Kiswahili, as Kenyan shops write to their customers (everyday words,
 * not word-for-word). Button names match the Kiswahili web app ("Lipa tena", "Oda Zangu", "Msaada").
 */
export const sw: Messages = {
  /** The last line of a mail. */
  signature: '{{shop}}',
  common: {
    hello: 'Habari {{username}},',
    track: 'Fuatilia oda yako kwenye {{url}}/order-tracking',
    orderAgain: 'Karibu uagize tena kwenye {{url}}/products',
    orderStatus: {
      Pending: 'Inasubiri',
      Confirmed: 'Imethibitishwa',
      'On Transit': 'Iko njiani',
      Delivered: 'Imefikishwa',
      Cancelled: 'Imeghairiwa',
    },
    paymentMethod: {
      mpesa: 'M-Pesa',
      cash_on_delivery: 'Lipa ukipokea',
      credit_card: 'Kadi ya benki',
      paypal: 'PayPal',
    },
  },
  orders: {
    size: 'Saizi {{size}}',
    colour: 'Rangi {{colour}}',
    line: '  {{name}} x {{quantity}} @ {{price}} = {{amount}}',
    unverifiedAddress:
      'iko kwenye Oda Zangu (thibitisha barua pepe yako ili uione kwenye barua pepe zetu)',
    delivery: 'Usafirishaji: {{name}}',
    deliveryAddress: 'Mahali pa kufikisha: {{address}}',
    shippingAddress: 'Anwani ya usafirishaji: {{address}}',
    deliveryPhone: 'Simu ya mpokeaji: {{phone}}',
    directions: 'Maelekezo kwa mpelekaji: {{notes}}',
    readyForPickup: 'Tayari kuchukuliwa: {{dates}}',
    expectedDelivery: 'Itafika: {{dates}}',
    deliveryFee: 'Ada ya usafirishaji: {{fee}}',
    free: 'Bure',
    confirmation: {
      subject: '{{shop}}: oda {{number}} imepokelewa',
      thanks: 'Asante kwa kununua {{shop}}. Oda yako {{number}} imepokelewa.',
      items: 'Bidhaa:',
      subtotal: 'Jumla ya bidhaa: {{amount}}',
      discount: 'Punguzo ({{code}}, {{percentage}}%): -{{amount}}',
      promotion: 'ofa',
      total: 'Jumla: {{amount}}',
      vat: 'Pamoja na VAT {{rate}}%: {{amount}}',
      status: 'Hali ya oda: {{status}}',
      track: 'Fuatilia oda yako kwa namba {{number}} kwenye {{url}}/order-tracking',
      guestLink: 'Ukurasa wa oda yako (ufuatiliaji, malipo, ankara): {{url}}',
      guestKeep: 'Usimpe mtu kiungo hiki: yeyote aliye nacho anaweza kuona oda.',
    },
    status: {
      subject: '{{shop}}: oda {{number}} – {{status}}',
      nowIs: 'Hali ya oda yako {{number}} ya {{shop}} sasa ni: {{status}}.',
      location: 'Mahali ilipo sasa: {{location}}',
      notAvailable: 'bado haijulikani',
      courier: 'Msafirishaji: {{courier}}, namba ya ufuatiliaji {{tracking}}',
      expected: 'Itafika: {{date}}',
      notSetYet: 'tarehe bado haijawekwa',
      total: 'Jumla: {{amount}}',
      refundDue: 'Ulikuwa umelipia oda hii: tutakurudishia pesa zako.',
    },
    unconfirmed: {
      subject: '{{shop}}: oda {{number}} imeghairiwa, haikuthibitishwa',
      body_one:
        'Hatukuweza kuthibitisha oda yako {{number}} ya kulipa ukipokea ({{total}}) ndani ya saa {{count}}, kwa hivyo tumeighairi na kurudisha bidhaa zake.',
      body_other:
        'Hatukuweza kuthibitisha oda yako {{number}} ya kulipa ukipokea ({{total}}) ndani ya saa {{count}}, kwa hivyo tumeighairi na kurudisha bidhaa zake.',
      nothingOwed: 'Hudaiwi chochote kwa oda hii.',
    },
  },
  payments: {
    heading: 'Malipo: {{method}}',
    mpesaPrompt:
      'Ombi la M-Pesa la {{amount}} limetumwa kwa {{phone}}: weka PIN yako ya M-Pesa kulipa.',
    yourPhone: 'simu yako',
    noPrompt: 'Hukupata ombi, au lilighairiwa? Bonyeza "Lipa tena" kwenye {{url}}/my-orders.',
    timeout_one: 'Oda isipolipwa ndani ya dakika {{count}} inaghairiwa.',
    timeout_other: 'Oda isipolipwa ndani ya dakika {{count}} inaghairiwa.',
    payRider: 'Mlipe mpelekaji {{amount}} kwa pesa taslimu au M-Pesa oda yako ikifika.',
    payLater: 'Lipa baadaye: tutawasiliana nawe kupanga malipo ya {{amount}}.',
    receipt: 'Risiti ya M-Pesa: {{receipt}}',
    received: {
      subject: '{{shop}}: malipo ya oda {{number}} yamepokelewa',
      body: 'Tumepokea malipo yako ya {{amount}} ya oda {{number}}.',
      next: 'Tutakujulisha oda yako ikianza safari.',
    },
    failed: {
      subject: '{{shop}}: malipo ya oda {{number}} hayakufaulu',
      body: 'Malipo yako ya M-Pesa ya {{amount}} ya oda {{number}} hayakufaulu.',
      reason: {
        insufficient: 'Salio lako la M-Pesa halikutosha: weka pesa kwanza.',
        busy: 'Kulikuwa na malipo mengine ya M-Pesa kwenye simu yako: yamalize kwanza.',
        expired: 'Ombi la M-Pesa liliisha muda kabla hujalijibu.',
        notSent: 'M-Pesa haikuweza kutuma ombi kwenye simu yako.',
        cancelled: 'Malipo yalighairiwa kwenye simu.',
        unreachable: 'Simu yako haikupatikana: hakikisha imewashwa.',
        wrongPin: 'PIN ya M-Pesa haikuwa sahihi: iweke kwa makini wakati huu.',
      },
      saved: 'Oda yako bado imehifadhiwa. Kulipa tena:',
      step1: '1. Fungua {{url}}/my-orders ubonyeze "Lipa tena" kwenye oda {{number}}.',
      step2: '2. Weka PIN yako ya M-Pesa kwenye ombi litakalokuja kwa {{phone}}.',
    },
    unpaidCancelled: {
      subject: '{{shop}}: oda {{number}} imeghairiwa, haikulipwa',
      body_one:
        'Oda yako {{number}} ({{total}}) haikulipwa ndani ya dakika {{count}}, kwa hivyo tumeighairi na kurudisha bidhaa zake.',
      body_other:
        'Oda yako {{number}} ({{total}}) haikulipwa ndani ya dakika {{count}}, kwa hivyo tumeighairi na kurudisha bidhaa zake.',
      noMoneyTaken: 'Hakuna pesa iliyokatwa.',
    },
    late: {
      subjectReopened: '{{shop}}: malipo ya oda {{number}} yamepokelewa, oda imerudishwa',
      subjectRefund: '{{shop}}: malipo ya oda {{number}} yamepokelewa, utarudishiwa pesa',
      body: 'Tumepokea malipo yako ya {{amount}} ya oda {{number}} baada ya oda kughairiwa.',
      reopened:
        'Bidhaa zake bado zilikuwepo, kwa hivyo tumerudisha oda yako: inaendelea na imelipwa.',
      refund:
        'Bidhaa zake hazipo tena, kwa hivyo tutakurudishia {{amount}} kwenye namba yako ya M-Pesa. Ukiwa na swali, jibu barua pepe hii.',
    },
  },
  users: {
    welcome: {
      subject: 'Karibu {{shop}}',
      body: 'Karibu {{shop}}! Akaunti yako iko tayari.',
      shop: 'Anza kununua kwenye {{url}}/products',
      choose:
        'Chagua jinsi tutakavyokujulisha kuhusu oda zako (barua pepe, SMS au zote mbili) kwenye {{url}}/profile',
    },
    emailChanged: {
      subject: 'Barua pepe ya akaunti yako ya {{shop}} imebadilishwa',
      body: 'Barua pepe ya akaunti yako ya {{shop}} imebadilishwa kutoka {{from}} kwenda {{to}}.',
      undo: 'Kama si wewe, fungua kiungo hiki ndani ya saa 24 kurudisha barua pepe yako, kuondoa kila mtu kwenye akaunti\nna kuchagua nenosiri jipya (kinafanya kazi mara moja tu):',
    },
    passwordChanged: {
      subject: 'Nenosiri lako la {{shop}} limebadilishwa',
      body: 'Nenosiri la akaunti yako ya {{shop}} limebadilishwa sasa hivi, na vifaa vingine vyote vimeondolewa kwenye akaunti.',
      reset: 'Kama si wewe, badilisha nenosiri lako sasa: {{link}}',
    },
    youDidIt: 'Kama ni wewe uliyebadilisha, huhitaji kufanya chochote.',
    verifyEmail: {
      subject: 'Thibitisha barua pepe yako ya {{shop}}',
      body: 'Tafadhali thibitisha kuwa hii ni barua pepe yako kwa kufungua kiungo hiki ndani ya saa 48 (kinafanya kazi mara moja tu):',
      until:
        'Hadi hapo, hatuweki mahali pa kufikisha oda wala maelezo mengine uliyoandika kwenye barua pepe zetu.',
      notYou: 'Kama hukufungua akaunti ya {{shop}}, puuza barua pepe hii.',
    },
  },
  auth: {
    reset: {
      subject: 'Badilisha nenosiri lako la {{shop}}',
      body: 'Tumepokea ombi la kubadilisha nenosiri la akaunti yako ya {{shop}}.\nFungua kiungo hiki ndani ya saa 1 uchague nenosiri jipya (kinafanya kazi mara moja tu):',
      notYou: 'Kama hukuomba hili, puuza ujumbe huu: nenosiri lako litabaki lilivyo.',
    },
  },
  support: {
    ticket: 'tiketi #{{id}}',
    opened: {
      subject: '{{shop}} msaada: tiketi #{{id}} imepokelewa',
      body: 'Tumepokea tiketi yako ya msaada #{{id}}{{quoted}} ({{date}}).',
      body_order:
        'Tumepokea tiketi yako ya msaada #{{id}}{{quoted}} kuhusu oda {{number}} ({{date}}).',
      answer: 'Tutakujibu kwa barua pepe; unaweza pia kusoma na kujibu mazungumzo kwenye',
    },
    reply: {
      subject: '{{shop}} msaada: jibu: {{subject}}',
      body: 'Tumejibu tiketi yako ya msaada #{{id}}{{quoted}}:',
      read: 'Soma mazungumzo yote na ujibu kwenye {{link}}',
    },
    resolved: {
      subject: '{{shop}} msaada: tiketi #{{id}} imetatuliwa',
      body: 'Tiketi yako ya msaada #{{id}}{{quoted}} sasa imetatuliwa.',
      reopen: 'Kama bado kuna tatizo, jibu kwenye {{link}} na tiketi itafunguliwa tena.',
    },
  },
  newsletter: {
    confirm: {
      subject: 'Thibitisha kujiunga na jarida la {{shop}}',
      body: 'Mtu, bila shaka ni wewe, ameomba kupokea jarida la {{shop}} kwa anwani hii.',
      link: 'Thibitisha ndani ya saa 48 kwa kufungua kiungo hiki (kinatumika mara moja): {{link}}',
      notYou: 'Kama si wewe, puuza barua pepe hii: hatutakuandikia tena.',
    },
    welcome: {
      subject: 'Umejiunga na jarida la {{shop}}',
      body: 'Asante! Utapokea habari na ofa zetu kwa anwani hii.',
    },
    page: {
      title: 'Jarida la {{shop}}',
      ask: 'Acha kupokea jarida la {{shop}} kwa {{email}}?',
      button: 'Jiondoe',
      done: 'Umejiondoa: {{email}} haitapokea tena jarida la {{shop}}.',
      invalid: 'Kiungo hiki cha kujiondoa si halali.',
      shop: 'Rudi dukani',
    },
    unsubscribe: 'Jiondoe kwa kubofya mara moja (bila kuingia): {{link}}',
  },
  carts: {
    reminder: {
      subject: 'Kikapu chako cha {{shop}} kimehifadhiwa',
      left: 'Umeacha hizi kwenye kikapu chako:',
      line: '  {{name}} x {{quantity}}',
      finish: 'Maliza oda yako: {{url}}/cart',
      why: 'Tunatuma ujumbe huu mara moja kwa kila kikapu kwa sababu ulikubali kupokea habari zetu.',
      stop: 'Zuia barua pepe hizi kwa kubofya mara moja (bila kuingia): {{link}}',
    },
  },
  privacy: {
    erased: {
      hello: 'Habari,',
      subject: 'Akaunti yako ya {{shop}} imefutwa',
      body: 'Akaunti yako ya {{shop}} na taarifa zako binafsi zimefutwa, kama ulivyoomba.',
      kept: 'Oda zako zinahifadhiwa bila jina, anwani wala namba yako ya simu, kwa sababu sheria ya kodi ya Kenya\ninatutaka tuhifadhi rekodi za mauzo (kiasi, bidhaa, VAT na namba za ankara).',
      last: 'Hii ni barua pepe ya mwisho tunayotuma kwa anwani hii.',
    },
  },
  stockAlert: {
    subject: '{{shop}}: {{name}} saizi {{size}} imerudi',
    back: 'Habari njema: {{name}} saizi {{size}} imerudi dukani.',
    buy: 'Inunue kabla haijaisha tena: {{url}}',
    once: 'Uliomba tukujulishe ikirudi; hii ndiyo barua pepe pekee tutakayotuma kuhusu hii.',
  },
  returns: {
    status: {
      Requested: 'Limepokelewa',
      Approved: 'Limekubaliwa',
      Rejected: 'Halikukubaliwa',
      Received: 'Bidhaa zimefika',
      Refunded: 'Pesa imerudishwa',
      Exchanged: 'Imebadilishwa',
    },
    step: {
      subject: '{{shop}}: ombi la kurudisha {{ret}}: {{status}}',
      heading: 'Ombi la kurudisha {{ret}} la oda {{number}}: {{status}}.',
      Requested:
        'Tumepokea ombi lako la kurudisha bidhaa. Tutaliangalia na kukujibu hivi karibuni.',
      Approved:
        'Ombi lako la kurudisha limekubaliwa. Tafadhali lete bidhaa dukani kwetu au utume kwetu pamoja na namba ya ombi.',
      Rejected: 'Pole, ombi lako la kurudisha halikukubaliwa.',
      Received: 'Tumepokea bidhaa ulizorudisha. Pesa yako au ubadilishaji utafuata.',
      Refunded: 'Pesa ya ombi lako la kurudisha imerudishwa.',
      Exchanged: 'Oda yako ya kubadilisha itatumwa hivi karibuni; tutakujulisha ikitumwa.',
      note: 'Maelezo: {{note}}',
      exchangeOrder: 'Oda ya kubadilisha: {{number}}',
      refunded: 'Imerudishwa: {{amount}}',
      follow: 'Lifuatilie kwenye Oda Zangu: {{url}}/my-orders',
    },
  },
  refunds: {
    completed: {
      subject: '{{shop}}: pesa ya oda {{number}} imerudishwa',
      body: 'Tumerudisha {{amount}} za oda {{number}}.',
      receipt: 'Risiti ya M-Pesa: {{receipt}}',
      creditNote: 'Hati ya marejesho: {{creditNote}}',
    },
  },
  sms: {
    orderPlaced: {
      mpesa:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Weka PIN yako ya M-Pesa kulipa. Hukupata ombi? Bonyeza Lipa tena kwenye Oda Zangu.',
      cash_on_delivery:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Lipa mpelekaji kwa pesa taslimu au M-Pesa ukipokea.',
      other:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Tutawasiliana nawe kuhusu malipo.',
    },
    orderPlacedGuest: {
      mpesa: '{{shop}}: Oda {{number}}, {{total}}. Weka PIN ya M-Pesa. Fuatilia/lipa: {{link}}',
      cash_on_delivery: '{{shop}}: Oda {{number}}, {{total}}, lipa ukipokea. Ifuatilie: {{link}}',
      other: '{{shop}}: Oda {{number}}, {{total}}. Tutakupigia kuhusu malipo. Ifuatilie: {{link}}',
    },
    orderPlacedGuestNoLink: {
      mpesa:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Weka PIN ya M-Pesa kulipa. Ifuatilie au lipa tena kwa kiungo kwenye barua pepe.',
      cash_on_delivery:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Lipa ukipokea. Ifuatilie kwa kiungo kwenye barua pepe.',
      other:
        '{{shop}}: Asante! Oda {{number}} imepokelewa. Jumla {{total}}. Tutakupigia kuhusu malipo.',
    },
    paymentReceived:
      '{{shop}}: Malipo ya {{amount}} ya oda {{number}} yamepokelewa. Tutakutumia ujumbe ikitumwa.',
    paymentReceived_receipt:
      '{{shop}}: Malipo ya {{amount}} ya oda {{number}} yamepokelewa. Risiti ya M-Pesa {{receipt}}. Tutakutumia ujumbe ikitumwa.',
    paymentFailed:
      '{{shop}}: Malipo ya M-Pesa ya oda {{number}} hayakufaulu. Kulipa tena, fungua Oda Zangu kwenye tovuti yetu ubonyeze Lipa tena.',
    shipped:
      '{{shop}}: Oda yako {{number}} iko njiani. Ifuatilie kwa namba ya oda kwenye tovuti yetu.',
    shipped_date:
      '{{shop}}: Oda yako {{number}} iko njiani. Itafika {{date}}. Ifuatilie kwa namba ya oda kwenye tovuti yetu.',
    delivered: '{{shop}}: Oda yako {{number}} imefikishwa. Asante kwa kununua nasi!',
    unpaidCancelled_one:
      '{{shop}}: Oda {{number}} haikulipwa ndani ya dakika {{count}}, kwa hivyo tumeighairi. Hakuna pesa iliyokatwa. Karibu uagize tena.',
    unpaidCancelled_other:
      '{{shop}}: Oda {{number}} haikulipwa ndani ya dakika {{count}}, kwa hivyo tumeighairi. Hakuna pesa iliyokatwa. Karibu uagize tena.',
    welcome:
      'Karibu {{shop}}, {{username}}! Akaunti yako iko tayari. Tutakutumia ujumbe kuhusu oda zako; badilisha hili kwenye wasifu wako.',
    ticketOpened:
      '{{shop}}: Tumepokea ombi lako la msaada #{{id}}. Tutakujibu hivi karibuni; soma jibu chini ya Msaada kwenye tovuti.',
    ticketOpened_order:
      '{{shop}}: Tumepokea ombi lako la msaada #{{id}} kuhusu oda {{number}}. Tutakujibu hivi karibuni; soma jibu chini ya Msaada kwenye tovuti.',
    shippedTracking:
      '{{shop}}: Oda yako {{number}} iko njiani. {{courier}}, namba ya ufuatiliaji {{tracking}}.',
    shippedTracking_date:
      '{{shop}}: Oda yako {{number}} iko njiani. Itafika {{date}}. {{courier}}, namba ya ufuatiliaji {{tracking}}.',
    returnUpdate: {
      Requested:
        '{{shop}}: Tumepokea ombi la kurudisha {{ret}} la oda {{number}}. Tutajibu hivi karibuni; lifuatilie kwenye Oda Zangu.',
      Approved:
        '{{shop}}: Ombi la kurudisha {{ret}} la oda {{number}} limekubaliwa. Tafadhali lete au tuma bidhaa kwetu.',
      Rejected:
        '{{shop}}: Ombi la kurudisha {{ret}} la oda {{number}} halikukubaliwa. Soma sababu kwenye Oda Zangu.',
      Received:
        '{{shop}}: Tumepokea bidhaa za ombi {{ret}} (oda {{number}}). Pesa yako au ubadilishaji utafuata.',
      Refunded: '{{shop}}: Pesa ya ombi {{ret}} la oda {{number}} imerudishwa.',
      Exchanged:
        '{{shop}}: Ombi {{ret}}: oda yako ya kubadilisha {{exchange}} itatumwa hivi karibuni.',
    },
    refundCompleted: '{{shop}}: Tumerudisha {{amount}} za oda {{number}}.',
    refundCompleted_receipt:
      '{{shop}}: Tumerudisha {{amount}} za oda {{number}}. Risiti ya M-Pesa {{receipt}}.',
    cartReminder_one:
      '{{shop}}: Umeacha bidhaa {{count}} kwenye kikapu. Tumekuwekea: ingia kwenye tovuti yetu umalize oda yako. Kuzisimamisha: Wasifu.',
    cartReminder_other:
      '{{shop}}: Umeacha bidhaa {{count}} kwenye kikapu. Tumekuwekea: ingia kwenye tovuti yetu umalize oda yako. Kuzisimamisha: Wasifu.',
  },
};
