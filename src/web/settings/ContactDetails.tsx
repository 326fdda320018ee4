import { isHttpError } from '../app/api';
import { getDefaultStore } from 'jotai';
import { useState } from 'react';
import type { UserDetails } from '../../shared/api/account';
import { readSession, sessionAtom } from '../app/session';
import { STORAGE_KEYS } from '../app/storage';
import { toast } from '../ui/toast';
import { useUpdateUser, useUserDetails } from './settings-api';

/** The account form (spec: firstName holds the full name, email, phoneNumber; all required). */
export function ContactDetails() {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const details = useUserDetails();
  const update = useUpdateUser();
  const saving = update.isPending;

  // The fields take the stored details when they arrive (and after a save), not on every render.
  const [filledFrom, setFilledFrom] = useState<UserDetails | undefined>(undefined);
  if (details.data && details.data !== filledFrom) {
    setFilledFrom(details.data);
    setFirstName(details.data.name);
    setEmail(details.data.email);
    setPhoneNumber(details.data.number);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !email.trim() || !phoneNumber.trim()) {
      toast.error('Please fill in all required fields.');
      return;
    }
    update.mutate(
      { firstName: firstName.trim(), email: email.trim(), phoneNumber: phoneNumber.trim() },
      {
        onSuccess: (saved) => {
          // The greeting and avatar read the stored name.
          localStorage.setItem(STORAGE_KEYS.fullName, saved.name);
          getDefaultStore().set(sessionAtom, readSession());
          toast.success('Profile updated successfully.');
        },
        onError: (error) => {
          const status = isHttpError(error) ? error.response?.status : undefined;
          const message = isHttpError(error) ? (error.response?.data as { message?: string })?.message : undefined;
          // A refused e-mail change or a malformed phone says why; anything else is the spec's sentence.
          toast.error(
            status && status < 500 && status !== 401 && message
              ? message
              : 'Something went wrong while updating profile.',
          );
        },
      },
    );
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <h2>Contact Details</h2>
      <label>
        <span>Full Name</span>
        <input value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="name" maxLength={80} />
      </label>
      <label>
        <span>Email</span>
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      </label>
      <label>
        <span>Phone Number</span>
        <input
          type="tel"
          inputMode="numeric"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.target.value)}
          autoComplete="tel-national"
          maxLength={10}
        />
      </label>
      <button type="submit" className="btn" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
