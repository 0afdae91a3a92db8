// English: the e-mails the server sends (subjects, bodies, the layout around them).
export const mailMessages = {
  'mail.footer.sentBy': 'Sent by {product}',
} as const;
