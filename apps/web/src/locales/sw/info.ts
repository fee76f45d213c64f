import type { Messages } from '../en/messages';

export const info: Messages['info'] = {
  askUsEmail: 'tuandikie barua pepe kwa <a>{{email}}</a> au ',
  askUsSupport: 'tuandikie kupitia <a>ukurasa wa huduma kwa wateja</a>',
  about: {
    title: 'Kuhusu sisi',
    intro: 'Utamaduni, mtindo na fasheni kwa kila kabati la Mkenya.',
    whoHeading: 'Sisi ni nani',
    who: 'Mavazi ni duka la nguo mtandaoni kutoka Nairobi. Tunauza nguo za wanaume, wanawake na watoto, pamoja na mapambo yanayokamilisha mtindo wako: vitenge na ankara, sare za shule, shanga na mavazi ya kila siku, mengi yakiwa yameshonwa na mafundi na wasanii wa Kenya.',
    howHeading: 'Jinsi tunavyofanya kazi',
    prices: 'Bei ziko kwa shilingi za Kenya na zinajumuisha VAT.',
    pay: 'Lipa kwa M-Pesa, kwa kadi, kwa PayPal au ukipokea mzigo pale inapowezekana.',
    deliver:
      'Tunafikisha mizigo katika kaunti zote 47; angalia <a>usafirishaji</a> kwa gharama na muda.',
    returns: 'Haikukaa vizuri? <a>Kurudisha</a> ni rahisi.',
    talkHeading: 'Ongea nasi',
    talk: 'Maswali, saizi, oda kubwa za shule au harusi: <a>wasiliana nasi</a>.',
  },
  contact: {
    title: 'Mawasiliano',
    intro: 'Tuko tayari kukusaidia kuhusu saizi, oda, usafirishaji na kurudisha bidhaa.',
    failed:
      'Hatukuweza kupakia mawasiliano yetu. Bado unaweza kutufikia kupitia <a>ukurasa wa huduma kwa wateja</a>.',
    address: 'Anwani',
    phone: 'Simu',
    email: 'Barua pepe',
    hours: 'Saa za kazi',
    chat: 'Ongea nasi kwenye WhatsApp: {{phone}}',
    aboutOrder:
      'Ni kuhusu oda? Kuwa na namba yake tayari (kwa mfano ORD-000042), au tuandikie kupitia <a>ukurasa wa huduma kwa wateja</a> na tutakujibu kwa barua pepe.',
  },
  delivery: {
    title: 'Usafirishaji',
    intro: 'Tunafikisha mizigo katika kaunti zote 47 za Kenya, au uchukue mwenyewe Nairobi.',
    optionsHeading: 'Njia, gharama na muda',
    sameDay: 'Siku hiyo hiyo',
    days_one: 'Siku {{range}} ya kazi',
    days_other: 'Siku {{range}} za kazi',
    everyCounty: 'kila kaunti',
    freeFrom: ' · bure kuanzia {{amount}}',
    atCheckout: 'Njia za kufikishiwa katika kaunti yako na gharama zake zinaonyeshwa unapolipa.',
    howHeading: 'Jinsi inavyofanya kazi',
    chooseCounty: 'Chagua kaunti yako unapolipa: utaona njia zinazoihudumia na gharama zake.',
    feeOnce:
      'Gharama ya usafirishaji inaongezwa kwenye oda mara moja; misimbo ya punguzo haiipunguzi.',
    emails:
      'Tunakutumia barua pepe oda yako ikithibitishwa na ikiwa njiani; ifuatilie wakati wowote kwenye <a>Oda zangu</a>.',
    riderCalls: 'Mpeleka mzigo wetu atakupigia kwenye namba uliyotoa kabla ya kufika.',
  },
  returns: {
    title: 'Kurudisha bidhaa',
    intro:
      'Umebadilisha nia au saizi si sahihi? Omba kurudisha au kubadilisha ndani ya siku {{count}} baada ya kufikishiwa.',
    whatHeading: 'Kinachoweza kurudishwa',
    unworn:
      'Bidhaa ambazo hazijavaliwa wala kufuliwa, zikiwa na lebo zake, ndani ya siku {{count}} baada ya kufikishiwa.',
    reasons: 'Sababu tunazokubali: {{reasons}}.',
    hygiene:
      'Kwa sababu za usafi, hereni, nguo za ndani na nguo za kuogelea zinarudishwa tu zikiwa na kasoro, na bidhaa zilizoshonwa au kurekebishwa kwa vipimo vyako haziwezi kurudishwa.',
    howHeading: 'Jinsi ya kurudisha',
    step1:
      'Fungua <a>Oda zangu</a>, bonyeza “Rudisha au badilisha” kwenye oda iliyofikishwa, chagua bidhaa, idadi na sababu, na ukitaka kubadilisha, saizi au rangi unayotaka badala yake (tunaonyesha zile zilizopo tu).',
    step2:
      'Utapata namba ya urudishaji (kama RET-000001) na ukurasa wake unaonyesha kila hatua; tunakutumia barua pepe kila hatua.',
    step3:
      'Tukishakubali, mpeleka mzigo wetu ataichukua bidhaa au utaileta kwenye duka letu la Nairobi.',
    questions: 'Maswali: ',
    refundsHeading: 'Kurudishiwa pesa na kubadilisha',
    refunds:
      'Tukishapokea na kukagua bidhaa, tunakurudishia ulicholipa kwenye namba yako ya M-Pesa (au kwa pesa taslimu au benki kama hukulipa kwa M-Pesa), au tunakutumia saizi uliyoomba kama oda mpya bila malipo na bila gharama ya usafirishaji. Pesa unayorudishiwa haizidi kamwe ulicholipa.',
  },
  privacy: {
    title: 'Faragha',
    intro:
      'Jinsi Mavazi inavyokusanya na kutumia taarifa zako binafsi, chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019.',
    whoHeading: 'Anayehusika',
    controller: 'Mavazi ndiye msimamizi wa taarifa binafsi zilizoelezwa hapa.',
    controllerAt: 'Mavazi, {{address}}, ndiye msimamizi wa taarifa binafsi zilizoelezwa hapa.',
    whatHeading: 'Tunachokusanya',
    account:
      'Akaunti yako: jina lako, jina la mtumiaji, barua pepe, lugha na, ukiitoa, namba yako ya simu; kama ulikubali matangazo, na lini.',
    guests:
      'Ukinunua bila akaunti: jina, barua pepe na namba ya simu unazotoa wakati wa kulipa, zinazohifadhiwa pamoja na oda.',
    marketing:
      'Ukikubali: kikapu chako kilichohifadhiwa, usajili wa jarida na saizi ulizoomba tukujulishe zikirudi.',
    orders:
      'Oda zako: ulichonunua, anwani na namba ya simu ya kufikishiwa, maelekezo unayoandika na historia ya oda.',
    payments:
      'Malipo: namba ya M-Pesa iliyolipa na namba ya risiti ya M-Pesa. Hatuoni wala kuhifadhi namba za kadi au PIN.',
    reviews: 'Maoni yako kuhusu bidhaa na ujumbe unaotutumia kupitia huduma kwa wateja.',
    technical:
      'Taarifa za kiufundi: anwani ya IP ya kifaa chako kwenye kumbukumbu za seva zetu na kwa vikomo vinavyozuia matumizi mabaya (kwa mfano majaribio mengi ya kuingia).',
    whyHeading: 'Kwa nini tunazitumia',
    contract: 'Kupokea, kufikisha na kuhudumia oda zako (makubaliano kati yetu).',
    legal:
      'Kupokea malipo na kuweka kumbukumbu zinazotakiwa na sheria ya kodi ya Kenya (wajibu wa kisheria).',
    secure: 'Kulinda akaunti yako na duka (maslahi yetu halali).',
    mail: 'Kukutumia barua pepe na SMS kuhusu oda zako, akaunti na maswali yako. Matangazo (ukumbusho wa kikapu ulichoacha, jarida) ni ukikubali tu, na kila barua kama hiyo ina njia ya kuyazuia kwa kubofya mara moja.',
    shareHeading: 'Tunashirikiana nazo na nani',
    share:
      "Ni wale tu wanaotusaidia kukuhudumia: wapeleka mizigo na kampuni za usafirishaji (jina, anwani, simu), Safaricom kwa malipo ya M-Pesa, mtoa huduma wetu wa barua pepe, na Africa's Talking kwa SMS. Hatuuzi taarifa zako.",
    keepHeading: 'Tunazihifadhi kwa muda gani',
    keep: 'Akaunti yako hadi utuombe tuifute. Kumbukumbu za oda na malipo kwa miaka saba, kama sheria ya kodi inavyotaka; akaunti yako ikifutwa zinahifadhiwa bila mawasiliano yako.',
    cookiesHeading: 'Kuki na hifadhi kwenye kifaa chako',
    cookies:
      'Hatutumii kuki za matangazo wala za kufuatilia. Kivinjari chako kinahifadhi kikapu, matamanio, anwani ya kufikishiwa na kuingia kwako kwenye kifaa chako ili viwepo ukirudi; ukitoka, kuingia kwako kunafutwa.',
    rightsHeading: 'Haki zako',
    rightsIntro: 'Chini ya Sheria ya Ulinzi wa Data, 2019 unaweza:',
    rightCopy: 'kuambiwa ni taarifa gani binafsi tunazo kukuhusu, na kupata nakala yake;',
    rightCorrect: 'kusahihishiwa taarifa zisizo sahihi au zisizokamilika;',
    rightDelete: 'kufutiwa taarifa zako, au kupinga jinsi tunavyozitumia;',
    rightMove: 'kuhamishia taarifa zako kwingine.',
    toAsk: 'Kuomba, ',
    askRest:
      ', kutoka kwenye barua pepe ya akaunti yako. Tunajibu ndani ya siku 14. Unaweza kubadilisha jina la mtumiaji, barua pepe na simu mwenyewe kwenye ukurasa wa akaunti yako.',
    selfService:
      'Ukiwa umeingia, ukurasa wa akaunti yako una "Pakua data yangu" (faili lenye kila kitu tulichonacho kukuhusu) na "Futa akaunti yangu": akaunti, anwani, jina kwenye maoni, ujumbe wa huduma kwa wateja na kikapu kilichohifadhiwa vinafutwa mara moja, na oda zako zinahifadhiwa bila jina, barua pepe, simu wala mtaa kwa ajili ya kumbukumbu za kodi.',
    complain:
      'Usiporidhika na jibu letu unaweza kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data (<a>odpc.go.ke</a>).',
  },
  terms: {
    title: 'Sheria na masharti',
    intro: 'Masharti ya kununua kutoka Mavazi.',
    pricesHeading: 'Bei na oda',
    prices:
      'Bei ziko kwa shilingi za Kenya (KSh) na zinajumuisha VAT; gharama ya usafirishaji inaongezwa unapolipa.',
    contract:
      'Oda inakuwa makubaliano tukishaithibitisha kwa barua pepe. Bidhaa ikikosekana tutakujulisha na kukurudishia ulicholipa.',
    promo:
      'Msimbo wa punguzo unatumika kwa bidhaa, si kwa usafirishaji, na wakati tu ungali halali.',
    paymentHeading: 'Malipo',
    payment:
      'Oda za M-Pesa zinathibitishwa malipo yakifika; oda ya M-Pesa isiyolipwa ndani ya saa moja inaghairiwa. Oda za kadi na PayPal zinathibitishwa tukishapokea malipo.',
    deliveryHeading: 'Usafirishaji na kurudisha',
    delivery:
      'Muda wa kufikisha ni makadirio kwa siku za kazi; angalia <a>usafirishaji</a>. Unachoweza kurudisha na jinsi ya kurudisha kiko kwenye ukurasa wa <b>kurudisha bidhaa</b>; hii haipunguzi haki zako chini ya Sheria ya Kumlinda Mtumiaji, 2012.',
    accountHeading: 'Akaunti yako',
    account:
      'Usimwambie mtu nenosiri lako; unawajibika kwa oda zinazowekwa kwa akaunti yako. Tunaweza kufunga akaunti zinazotumika kwa udanganyifu au matumizi mabaya.',
    lawHeading: 'Sheria',
    law: 'Masharti haya yanaongozwa na sheria za Kenya.',
  },
};
