/**
 * Every shopper mail and text in English (SPEC.md's texts, exact). `{{shop}}` is the shop's name;
 * plurals are i18next's `_one`/`_other` keys. The Kiswahili catalog (messages-sw.ts) has the same keys.
 */
export const en = {
  /** The last line of a mail. */
  signature: '{{shop}}',
  common: {
    hello: 'Hello {{username}},',
    track: 'Track your order at {{url}}/order-tracking',
    orderAgain: 'You are welcome to order again at {{url}}/products',
    orderStatus: {
      Pending: 'Pending',
      Confirmed: 'Confirmed',
      'On Transit': 'On Transit',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    },
    paymentMethod: {
      mpesa: 'M-Pesa',
      cash_on_delivery: 'Pay on delivery',
      credit_card: 'Credit card',
      paypal: 'PayPal',
    },
  },
  orders: {
    size: 'Size {{size}}',
    colour: 'Colour {{colour}}',
    line: '  {{name}} x {{quantity}} @ {{price}} = {{amount}}',
    unverifiedAddress: 'shown in My Orders (confirm your email address to see it in our emails)',
    delivery: 'Delivery: {{name}}',
    deliveryAddress: 'Delivery address: {{address}}',
    shippingAddress: 'Shipping address: {{address}}',
    deliveryPhone: 'Delivery phone: {{phone}}',
    directions: 'Directions for the rider: {{notes}}',
    readyForPickup: 'Ready for pick-up: {{dates}}',
    expectedDelivery: 'Expected delivery: {{dates}}',
    deliveryFee: 'Delivery fee: {{fee}}',
    free: 'Free',
    confirmation: {
      subject: '{{shop}} order {{number}} confirmed',
      thanks:
        'Thank you for shopping with {{shop}}. Your order {{number}} has been placed and we have received it.',
      items: 'Items:',
      subtotal: 'Subtotal: {{amount}}',
      discount: 'Discount ({{code}}, {{percentage}}%): -{{amount}}',
      promotion: 'promotion',
      total: 'Total: {{amount}}',
      vat: 'Including VAT {{rate}}%: {{amount}}',
      status: 'Status: {{status}}',
      track: 'Track your order with the number {{number}} at {{url}}/order-tracking',
      guestLink: "Your order's page (tracking, payment, invoice): {{url}}",
      guestKeep: 'Keep this link to yourself: anyone who has it can see the order.',
    },
    status: {
      subject: '{{shop}} order {{number}}: {{status}}',
      nowIs: 'Your {{shop}} order {{number}} is now: {{status}}.',
      location: 'Current location: {{location}}',
      notAvailable: 'not available',
      courier: 'Courier: {{courier}}, tracking number {{tracking}}',
      expected: 'Expected delivery date: {{date}}',
      notSetYet: 'not set yet',
      total: 'Total: {{amount}}',
      refundDue: 'You had paid for this order: we will refund your payment.',
    },
    unconfirmed: {
      subject: '{{shop}} order {{number}}: cancelled, not confirmed',
      body_one:
        'We could not confirm your pay-on-delivery order {{number}} ({{total}}) within {{count}} hour, so we have cancelled it and released its items.',
      body_other:
        'We could not confirm your pay-on-delivery order {{number}} ({{total}}) within {{count}} hours, so we have cancelled it and released its items.',
      nothingOwed: 'Nothing is owed for it.',
    },
  },
  payments: {
    heading: 'Payment: {{method}}',
    mpesaPrompt:
      'An M-Pesa prompt for {{amount}} has been sent to {{phone}}: enter your M-Pesa PIN to pay.',
    yourPhone: 'your phone',
    noPrompt: 'No prompt, or it was cancelled? Use "Pay again" on {{url}}/my-orders.',
    timeout_one: 'Orders not paid within {{count}} minute are cancelled.',
    timeout_other: 'Orders not paid within {{count}} minutes are cancelled.',
    payRider: 'Pay the rider {{amount}} in cash or by M-Pesa when your order arrives.',
    payLater: 'Pay later: we will contact you to arrange the payment of {{amount}}.',
    receipt: 'M-Pesa receipt: {{receipt}}',
    received: {
      subject: '{{shop}} order {{number}}: payment received',
      body: 'We have received your payment of {{amount}} for order {{number}}.',
      next: 'We will let you know when your order is on its way.',
    },
    failed: {
      subject: '{{shop}} order {{number}}: payment did not go through',
      body: 'Your M-Pesa payment of {{amount}} for order {{number}} did not go through.',
      reason: {
        insufficient: 'Your M-Pesa balance was not enough for this payment: top up first.',
        busy: 'Another M-Pesa payment was in progress on your phone: finish it first.',
        expired: 'The M-Pesa prompt expired before it was answered.',
        notSent: 'M-Pesa could not send the prompt to your phone.',
        cancelled: 'The payment was cancelled on the phone.',
        unreachable: 'Your phone could not be reached: check that it is on.',
        wrongPin: 'The M-Pesa PIN was wrong: enter it carefully this time.',
      },
      saved: 'Your order is saved. To pay again:',
      step1: '1. Open {{url}}/my-orders and tap "Pay again" on order {{number}}.',
      step2: '2. Enter your M-Pesa PIN on the prompt that comes to {{phone}}.',
    },
    unpaidCancelled: {
      subject: '{{shop}} order {{number}}: cancelled, not paid',
      body_one:
        'Your order {{number}} ({{total}}) was not paid within {{count}} minute, so we have cancelled it and released its items.',
      body_other:
        'Your order {{number}} ({{total}}) was not paid within {{count}} minutes, so we have cancelled it and released its items.',
      noMoneyTaken: 'No money has been taken for it.',
    },
    late: {
      subjectReopened: '{{shop}} order {{number}}: payment received, order reopened',
      subjectRefund: '{{shop}} order {{number}}: payment received, refund due',
      body: 'We received your payment of {{amount}} for order {{number}} after the order had been cancelled.',
      reopened:
        'Its items were still available, so we have reopened your order: it is on again and paid.',
      refund:
        'Its items are no longer available, so we will refund {{amount}} to your M-Pesa number. Reply to this mail if you have any question.',
    },
  },
  users: {
    welcome: {
      subject: 'Welcome to {{shop}}',
      body: 'Welcome to {{shop}}! Your account is ready.',
      shop: 'Start shopping at {{url}}/products',
      choose: 'Choose how we tell you about your orders (email, SMS or both) at {{url}}/profile',
    },
    emailChanged: {
      subject: 'Your {{shop}} email address was changed',
      body: 'The email address of your {{shop}} account was changed from {{from}} to {{to}}.',
      undo: 'If you did not, open this link within 24 hours to put your address back, sign everyone out\nand choose a new password (it works once):',
    },
    passwordChanged: {
      subject: 'Your {{shop}} password was changed',
      body: 'The password of your {{shop}} account was just changed, and every other session was signed out.',
      reset: 'If you did not, reset your password now: {{link}}',
    },
    youDidIt: 'If you made this change, there is nothing to do.',
    verifyEmail: {
      subject: 'Confirm your {{shop}} email address',
      body: 'Please confirm that this is your email address by opening this link within 48 hours (it works once):',
      until:
        'Until then we leave your delivery address and other details you typed out of our emails.',
      notYou: 'If you did not create a {{shop}} account, ignore this email.',
    },
  },
  auth: {
    reset: {
      subject: 'Reset your {{shop}} password',
      body: 'We received a request to reset the password of your {{shop}} account.\nOpen this link within 1 hour to choose a new password (it works once):',
      notYou: 'If you did not ask for this, ignore this message: your password stays as it is.',
    },
  },
  support: {
    ticket: 'ticket #{{id}}',
    opened: {
      subject: '{{shop}} support: ticket #{{id}} received',
      body: 'We received your support ticket #{{id}}{{quoted}} on {{date}}.',
      body_order:
        'We received your support ticket #{{id}}{{quoted}} about order {{number}} on {{date}}.',
      answer: 'We will answer by email; you can also read and reply to the conversation at',
    },
    reply: {
      subject: '{{shop}} support: re: {{subject}}',
      body: 'We answered your support ticket #{{id}}{{quoted}}:',
      read: 'Read the whole conversation and reply at {{link}}',
    },
    resolved: {
      subject: '{{shop}} support: ticket #{{id}} resolved',
      body: 'Your support ticket #{{id}}{{quoted}} is now resolved.',
      reopen: 'If something is still not right, reply at {{link}} and the ticket opens again.',
    },
  },
  newsletter: {
    confirm: {
      subject: 'Confirm your {{shop}} newsletter subscription',
      body: 'Someone, hopefully you, asked to get the {{shop}} newsletter at this address.',
      link: 'Confirm within 48 hours by opening this link (it works once): {{link}}',
      notYou: 'If it was not you, ignore this email: we will not write again.',
    },
    welcome: {
      subject: 'You are subscribed to the {{shop}} newsletter',
      body: 'Thank you! You will get our news and offers at this address.',
    },
    page: {
      title: '{{shop}} newsletter',
      ask: 'Stop getting the {{shop}} newsletter at {{email}}?',
      button: 'Unsubscribe',
      done: 'You are unsubscribed: {{email}} gets no more newsletters from {{shop}}.',
      invalid: 'This unsubscribe link is not valid.',
      shop: 'Back to the shop',
    },
    unsubscribe: 'Unsubscribe with one click (no sign-in needed): {{link}}',
  },
  carts: {
    reminder: {
      subject: 'Your {{shop}} cart is saved for you',
      left: 'You left these in your cart:',
      line: '  {{name}} x {{quantity}}',
      finish: 'Finish your order: {{url}}/cart',
      why: 'We send this once per cart because you agreed to hear from us.',
      stop: 'Stop these emails with one click (no sign-in needed): {{link}}',
    },
  },
  privacy: {
    erased: {
      hello: 'Hello,',
      subject: 'Your {{shop}} account has been deleted',
      body: 'Your {{shop}} account and the personal data it held have been deleted, as asked.',
      kept: 'Your orders are kept without your name, address or phone number, because Kenyan tax law\nrequires us to keep sales records (amounts, items, VAT and invoice numbers).',
      last: 'This is the last email we send to this address.',
    },
  },
  stockAlert: {
    subject: '{{shop}}: {{name}} in size {{size}} is back in stock',
    back: 'Good news: {{name}} in size {{size}} is back in stock.',
    buy: 'Get it before it sells out again: {{url}}',
    once: 'You asked us to tell you when it is back; this is the only email about it.',
  },
  returns: {
    status: {
      Requested: 'Requested',
      Approved: 'Approved',
      Rejected: 'Rejected',
      Received: 'Received',
      Refunded: 'Refunded',
      Exchanged: 'Exchanged',
    },
    step: {
      subject: '{{shop}} return {{ret}}: {{status}}',
      heading: 'Return {{ret}} for order {{number}}: {{status}}.',
      Requested: 'We have received your return request. We will look at it and reply soon.',
      Approved:
        'Your return is approved. Please bring the items to our shop or send them back to us with the return number.',
      Rejected: 'We are sorry, your return was not approved.',
      Received: 'We have received the returned items. Your refund or exchange follows.',
      Refunded: 'Your return is refunded.',
      Exchanged: 'Your exchange order is on its way soon; you will hear from us when it ships.',
      note: 'Note: {{note}}',
      exchangeOrder: 'Exchange order: {{number}}',
      refunded: 'Refunded: {{amount}}',
      follow: 'Follow it in My Orders: {{url}}/my-orders',
    },
  },
  refunds: {
    completed: {
      subject: '{{shop}} refund for order {{number}}',
      body: 'We have refunded {{amount}} for order {{number}}.',
      receipt: 'M-Pesa receipt: {{receipt}}',
      creditNote: 'Credit note: {{creditNote}}',
    },
  },
  sms: {
    orderPlaced: {
      mpesa:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. Enter your M-Pesa PIN on the prompt to pay. No prompt? Tap Pay again in My Orders.',
      cash_on_delivery:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. Pay the rider in cash or by M-Pesa on delivery.',
      other:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. We will contact you to arrange payment.',
    },
    orderPlacedGuest: {
      mpesa: '{{shop}}: Order {{number}}, {{total}}. Enter M-Pesa PIN to pay. Track/pay: {{link}}',
      cash_on_delivery:
        '{{shop}}: Order {{number}}, {{total}}, pay on delivery. Track it: {{link}}',
      other:
        '{{shop}}: Order {{number}}, {{total}}. We will call you about payment. Track it: {{link}}',
    },
    orderPlacedGuestNoLink: {
      mpesa:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. Enter your M-Pesa PIN to pay. Track it or pay again with the link in your email.',
      cash_on_delivery:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. Pay on delivery. Track it with the link in your email.',
      other:
        '{{shop}}: Thank you! Order {{number}} received. Total {{total}}. We will call you about payment.',
    },
    paymentReceived:
      '{{shop}}: Payment of {{amount}} received for order {{number}}. We will text you when it ships.',
    paymentReceived_receipt:
      '{{shop}}: Payment of {{amount}} received for order {{number}}. M-Pesa receipt {{receipt}}. We will text you when it ships.',
    paymentFailed:
      '{{shop}}: The M-Pesa payment for order {{number}} did not go through. To pay again, open My Orders on our site and tap Pay again.',
    shipped:
      '{{shop}}: Your order {{number}} is on its way. Track it with the order number on our site.',
    shipped_date:
      '{{shop}}: Your order {{number}} is on its way. Expected {{date}}. Track it with the order number on our site.',
    delivered:
      '{{shop}}: Your order {{number}} has been delivered. Thank you for shopping with us!',
    unpaidCancelled_one:
      '{{shop}}: Order {{number}} was not paid within {{count}} minute, so we cancelled it. No money was taken. You are welcome to order again.',
    unpaidCancelled_other:
      '{{shop}}: Order {{number}} was not paid within {{count}} minutes, so we cancelled it. No money was taken. You are welcome to order again.',
    welcome:
      'Welcome to {{shop}}, {{username}}! Your account is ready. We will text you about your orders; change this on your profile.',
    ticketOpened:
      '{{shop}}: We received your support request #{{id}}. We will reply soon; read it under Support on our site.',
    ticketOpened_order:
      '{{shop}}: We received your support request #{{id}} about order {{number}}. We will reply soon; read it under Support on our site.',
    shippedTracking:
      '{{shop}}: Your order {{number}} is on its way. {{courier}}, tracking number {{tracking}}.',
    shippedTracking_date:
      '{{shop}}: Your order {{number}} is on its way. Expected {{date}}. {{courier}}, tracking number {{tracking}}.',
    returnUpdate: {
      Requested:
        '{{shop}}: We received return {{ret}} for order {{number}}. We will reply soon; follow it in My Orders.',
      Approved:
        '{{shop}}: Return {{ret}} for order {{number}} is approved. Please bring or send the items back to us.',
      Rejected:
        '{{shop}}: Return {{ret}} for order {{number}} was not approved. See why in My Orders.',
      Received:
        '{{shop}}: We received the items of return {{ret}} (order {{number}}). Your refund or exchange follows.',
      Refunded: '{{shop}}: Return {{ret}} for order {{number}} is refunded.',
      Exchanged: '{{shop}}: Return {{ret}}: your exchange order {{exchange}} is on its way soon.',
    },
    refundCompleted: '{{shop}}: We refunded {{amount}} for order {{number}}.',
    refundCompleted_receipt:
      '{{shop}}: We refunded {{amount}} for order {{number}}. M-Pesa receipt {{receipt}}.',
    cartReminder_one:
      '{{shop}}: You left {{count}} item in your cart. It is saved for you: sign in on our site to finish your order. Stop these: Profile.',
    cartReminder_other:
      '{{shop}}: You left {{count}} items in your cart. They are saved for you: sign in on our site to finish your order. Stop these: Profile.',
  },
} as const;

/** The shape every language's catalog has: the same keys, any words. */
export type Messages = Catalog<typeof en>;
type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
