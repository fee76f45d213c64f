/** Offline and error texts of the installed shop (issue 30). */
export const offline = {
  banner: {
    offline:
      'You are offline. Pages and photos you have seen still open, and your cart is kept on this phone. Checkout needs a connection.',
  },
  error: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Check your connection, then try again.',
    offline: 'You are offline: connect to the internet, then press Retry.',
    retry: 'Retry',
    home: 'Go to the home page',
  },
};
