import type { Messages } from '../en/messages';

export const changes: Messages['changes'] = {
  price: '{{name}} sasa inauzwa {{to}} (awali {{from}})',
  quantity_one: 'Zimebaki {{count}} tu za {{name}}: idadi imepunguzwa hadi {{count}}',
  quantity_other: 'Zimebaki {{count}} tu za {{name}}: idadi imepunguzwa hadi {{count}}',
  soldOut: '{{name}} imeisha na imeondolewa kwenye kikapu',
  gone: '{{name}} haiuzwi tena na imeondolewa kwenye kikapu',
  needsSize: '{{name}} sasa ina saizi na imeondolewa: chagua saizi kwenye ukurasa wake',
  unchecked: 'Hatukuweza kuangalia {{name}}: bei na idadi iliyopo huenda si za sasa',
  upToDate: 'Kikapu chako tayari kinalingana na duka: tafadhali weka oda yako tena.',
  promoRemoved: 'Msimbo wa punguzo {{code}} haufanyi kazi tena na umeondolewa',
  promoChanged: 'Msimbo wa punguzo {{code}} sasa unatoa punguzo la {{percent}}% (awali {{was}}%)',
  promoUnchecked: 'Hatukuweza kuangalia msimbo wa punguzo {{code}}',
  promoInvalid: 'Msimbo huu wa punguzo si sahihi au muda wake umeisha.',
  promoUsedUp: 'Msimbo huu wa punguzo umeshatumika mara zote zinazoruhusiwa.',
  error: 'Hitilafu: {{error}}',
};
