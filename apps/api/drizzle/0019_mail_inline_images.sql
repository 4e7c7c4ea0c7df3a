-- The payment order e-mail carries its SEPA QR code as an inline image (cid), kept with the message until it is sent.
ALTER TABLE "mail_outbox" ADD COLUMN "inline_images" jsonb;