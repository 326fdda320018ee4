/** The account mails. The plain-text part carries the code or link on a line of its own. */
import type { Mail } from '../mail';
import { POLICY } from '../../shared/policy';
import { escapeHtml } from '../http/html';

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#fffaf4;font-family:Arial,sans-serif;color:#2b1a12">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-family:Georgia,serif;color:#9b1c31;font-size:22px;margin:0 0 16px">${escapeHtml(POLICY.productName)}</h1>
<div style="background:#fff;border:1px solid #eadfd6;border-radius:12px;padding:24px">
<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h2>${body}</div></div></body></html>`;
}

export function otpMail(to: string, code: string): Mail {
  const minutes = POLICY.otpValidMinutes;
  return {
    to,
    subject: `${code} is your ${POLICY.productName} verification code`,
    text: [
      `Your ${POLICY.productName} verification code is:`,
      '',
      code,
      '',
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask to sign up, you can ignore this e-mail.',
    ].join('\n'),
    html: layout(
      'Verify your e-mail',
      `<p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:8px 0 16px">${escapeHtml(code)}</p>
<p>It is valid for ${minutes} minutes and can be used once.</p>
<p style="color:#6b5d57;font-size:13px">If you did not ask to sign up, you can ignore this e-mail.</p>`,
    ),
  };
}

export function resetMail(to: string, link: string): Mail {
  const minutes = POLICY.resetLinkMinutes;
  return {
    to,
    subject: `Reset your ${POLICY.productName} password`,
    text: [
      `Someone asked to reset the password of your ${POLICY.productName} account.`,
      'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: layout(
      'Reset your password',
      `<p>Someone asked to reset the password of your account. Choose a new one here:</p>
<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="background:#9b1c31;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Reset Password</a></p>
<p style="font-size:13px;word-break:break-all">${escapeHtml(link)}</p>
<p>The link works once and expires in ${minutes} minutes.</p>
<p style="color:#6b5d57;font-size:13px">If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}
