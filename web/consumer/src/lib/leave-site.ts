/** Leaving the site for another (the payment gateway's page); an object so that tests can watch it. */
export const leaveSite = {
  to(href: string): void {
    window.location.assign(href);
  },
};
