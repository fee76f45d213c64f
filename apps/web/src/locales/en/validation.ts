/**
 * Client-side checks of the shopper's forms (the shared zod schemas' messages, word for word in English; `{{x}}`
 * stands for a number the schema puts in). The web shows a matching message in the reader's language.
 */
export const validation = {
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most {{max}} characters',
  wholeNumber: 'Enter a whole number',
  returnAtLeastOne: 'Return at least 1',
  chooseReason: 'Choose a reason',
  chooseItem: 'Choose at least one item to return',
  itemOnce: 'Each item may appear only once',
  noteTooLong: 'Keep the note under {{max}} characters',
  county: 'Choose one of Kenya’s 47 counties',
  kenyanPhone: 'Enter a Kenyan mobile number like 0712 345 678',
  invalidPhone: 'Invalid phone number',
  townRequired: 'Town or area is required',
  townTooLong: 'Town or area must be at most {{max}} characters',
  streetRequired: 'Street or building is required',
  streetTooLong: 'Street or building must be at most {{max}} characters',
  directionsTooLong: 'Directions must be at most {{max}} characters',
  deliveryOption: 'Choose a delivery option',
  paymentMethod: 'Please choose a payment method',
  ratingWhole: 'Rating must be a whole number from 1 to 5',
  ratingRange: 'Rating must be from 1 to 5',
  passwordRequired: 'Enter your password',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment must be at most {{max}} characters',
  tooLong: 'Too big: expected string to have <={{max}} characters',
  tooShort: 'Too small: expected string to have >={{min}} characters',
  notANumber: 'Invalid input: expected number, received NaN',
  invalid: 'Invalid input',
};
