import type { Messages } from '../en/messages';

export const offline: Messages['offline'] = {
  banner: {
    offline:
      'Uko nje ya mtandao. Kurasa na picha ulizoona bado zinafunguka, na kikapu chako kimehifadhiwa kwenye simu hii. Kulipia kunahitaji mtandao.',
  },
  error: {
    title: 'Hitilafu imetokea',
    body: 'Ukurasa huu haukuweza kuonyeshwa. Angalia mtandao wako, kisha ujaribu tena.',
    offline: 'Uko nje ya mtandao: unganisha intaneti, kisha bonyeza Jaribu tena.',
    retry: 'Jaribu tena',
    home: 'Nenda ukurasa wa mwanzo',
  },
};
