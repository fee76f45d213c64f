/** The footer's pages (About, Contact, Delivery, Returns, Privacy, Terms). `<a>` marks a link in the text. */
export const info = {
  askUsEmail: 'email <a>{{email}}</a> or ',
  askUsSupport: 'write to us through the <a>support page</a>',
  about: {
    title: 'About us',
    intro: 'Culture, style and fashion for every Kenyan wardrobe.',
    whoHeading: 'Who we are',
    who: 'Mavazi is an online clothing shop from Nairobi. We sell clothing for men, women and kids, and the accessories that finish every look: kitenge and ankara prints, school uniforms, beadwork and everyday wear, much of it made by Kenyan tailors and artisans.',
    howHeading: 'How we work',
    prices: 'Prices are in Kenyan shillings and include VAT.',
    pay: 'Pay with M-Pesa, by card, with PayPal or on delivery where it is offered.',
    deliver: 'We deliver to all 47 counties; see <a>delivery</a> for fees and times.',
    returns: 'Not the right fit? <a>Returns</a> are simple.',
    talkHeading: 'Talk to us',
    talk: 'Questions, sizes, bulk orders for schools or weddings: <a>contact us</a>.',
  },
  contact: {
    title: 'Contact',
    intro: 'We are happy to help with sizes, orders, delivery and returns.',
    failed:
      'Our contact details could not be loaded. You can still reach us through the <a>support page</a>.',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    chat: 'Chat on WhatsApp: {{phone}}',
    aboutOrder:
      'About an order? Have its number ready (for example ORD-000042), or write to us through the <a>support page</a> and we will answer by email.',
  },
  delivery: {
    title: 'Delivery',
    intro: 'We deliver to all 47 counties of Kenya, or you pick up in Nairobi.',
    optionsHeading: 'Options, fees and times',
    sameDay: 'Same day',
    days_one: '{{range}} working day',
    days_other: '{{range}} working days',
    everyCounty: 'every county',
    freeFrom: ' · free from {{amount}}',
    atCheckout: 'The delivery options for your county and their fees are shown at checkout.',
    howHeading: 'How it works',
    chooseCounty:
      'Choose your county at checkout: you see the options that serve it and their fees.',
    feeOnce: 'The delivery fee is added to your order once; promotion codes do not reduce it.',
    emails:
      'We email you when your order is confirmed and when it is on its way; follow it any time under <a>My Orders</a>.',
    riderCalls: 'Our rider calls the phone number you give before arriving.',
  },
  returns: {
    title: 'Returns',
    intro:
      'Changed your mind or the size is wrong? Ask for a return or an exchange within {{count}} days of delivery.',
    whatHeading: 'What can be returned',
    unworn: 'Unworn, unwashed items with their tags, within {{count}} days of delivery.',
    reasons: 'Reasons we accept: {{reasons}}.',
    hygiene:
      'For hygiene, earrings, underwear and swimwear can only be returned when faulty, and items made or altered to your measurements cannot be returned.',
    howHeading: 'How to return',
    step1:
      'Open <a>My Orders</a>, choose “Return or exchange” on the delivered order, pick the items, how many and why, and for an exchange the size or colour you want instead (we list only those in stock).',
    step2:
      'You get a return number (like RET-000001) and its page shows every step; we mail you at each one.',
    step3: 'Once we approve it, our rider picks the item up or you drop it at our Nairobi shop.',
    questions: 'Questions: ',
    refundsHeading: 'Refunds and exchanges',
    refunds:
      'Once we have received and checked the item we refund what you paid for it to your M-Pesa number (or in cash or to your bank when you did not pay by M-Pesa), or send the size you asked for as a new order at no cost and with no delivery fee. A refund is never more than what you paid.',
  },
  privacy: {
    title: 'Privacy',
    intro:
      "How Mavazi collects and uses your personal data, under Kenya's Data Protection Act, 2019.",
    whoHeading: 'Who is responsible',
    controller: 'Mavazi is the data controller for the personal data described here.',
    controllerAt:
      'Mavazi, {{address}}, is the data controller for the personal data described here.',
    whatHeading: 'What we collect',
    account:
      'Your account: your name, username, email address, language and, if you give it, your phone number; whether you agreed to marketing, and when.',
    guests:
      'If you buy as a guest: the name, email address and phone number you give at checkout, kept with the order.',
    marketing:
      'If you agree: your saved cart, the newsletter subscription and the sizes you asked us to tell you about when they are back.',
    orders:
      "Your orders: what you bought, the delivery address and phone number, the delivery notes you write and the order's history.",
    payments:
      'Payments: the M-Pesa number that paid and the M-Pesa receipt number. We never see or store card numbers or PINs.',
    reviews: 'Your reviews and the messages you send us through support.',
    technical:
      "Technical data: your device's IP address in our server logs and for limits that stop abuse (for example repeated sign-in attempts).",
    whyHeading: 'Why we use it',
    contract: 'To take, deliver and support your orders (the contract between us).',
    legal: 'To take payment and keep the records Kenyan tax law requires (a legal duty).',
    secure: 'To keep your account and the shop secure (our legitimate interest).',
    mail: 'To email and text you about your orders, account and support requests. Marketing (a reminder about a cart you left, the newsletter) only if you agreed, and every such email has a one-click way to stop it.',
    shareHeading: 'Who we share it with',
    share:
      "Only with those who help us serve you: our delivery riders and couriers (name, address, phone), Safaricom for M-Pesa payments, our email provider, and Africa's Talking for text messages. We do not sell your data.",
    keepHeading: 'How long we keep it',
    keep: 'Your account until you ask us to delete it. Orders and payment records for seven years, as tax law requires; after your account is deleted they are kept without your contact details.',
    cookiesHeading: 'Cookies and storage on your device',
    cookies:
      'We use no advertising or tracking cookies. Your browser keeps your cart, wishlist, delivery address and sign-in on your device so they are there when you come back; signing out removes the sign-in.',
    rightsHeading: 'Your rights',
    rightsIntro: 'Under the Data Protection Act, 2019 you may:',
    rightCopy: 'be told what personal data we hold about you, and get a copy of it;',
    rightCorrect: 'have wrong or incomplete data corrected;',
    rightDelete: 'have your data deleted, or object to how we use it;',
    rightMove: 'take your data elsewhere.',
    toAsk: 'To ask, ',
    askRest:
      ', from the email address of your account. We answer within 14 days. You can change your username, email and phone yourself on your profile page.',
    selfService:
      'Signed in, your profile page has "Download my data" (a file with everything we hold about you) and "Delete my account": your account, addresses, the name on your reviews, support messages and saved cart are deleted at once, and your orders are kept without your name, email, phone or street for the tax records.',
    complain:
      'If you are not satisfied with our answer you may complain to the Office of the Data Protection Commissioner (<a>odpc.go.ke</a>).',
  },
  terms: {
    title: 'Terms and Conditions',
    intro: 'The terms of buying from Mavazi.',
    pricesHeading: 'Prices and orders',
    prices: 'Prices are in Kenyan shillings (KSh) and include VAT; delivery is added at checkout.',
    contract:
      'An order is a contract once we confirm it by email. If an item turns out to be unavailable we tell you and refund what you paid for it.',
    promo: 'A promotion code applies to the goods, not to delivery, and only while it is valid.',
    paymentHeading: 'Payment',
    payment:
      'M-Pesa orders are confirmed when the payment arrives; an M-Pesa order not paid within an hour is cancelled. Card and PayPal orders are confirmed once we receive the payment.',
    deliveryHeading: 'Delivery and returns',
    delivery:
      'Delivery times are estimates in working days; see <a>delivery</a>. What you may return and how is on the <b>returns</b> page; it does not limit your rights under the Consumer Protection Act, 2012.',
    accountHeading: 'Your account',
    account:
      'Keep your password to yourself; you are responsible for orders placed with your account. We may close accounts used for fraud or abuse.',
    lawHeading: 'Law',
    law: 'These terms are governed by the laws of Kenya.',
  },
};
