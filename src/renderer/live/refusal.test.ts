import { describe, expect, it } from 'vitest';
import { SendError } from './post';
import { FormProblem, refusalText } from './refusal';
// As the guest page does before its forms hydrate, for each language these tests read.
import '../i18n/all-languages';

const WISH = { fields: { name: 'wishName', message: 'wishMessage' } } as const;

describe('refusalText', () => {
  it('names the field of a 400 in the page’s language, whichever check refused it', () => {
    const tooLong = new SendError(400, 'body.message must NOT have more than 1000 characters');
    expect(refusalText('en', tooLong, WISH)).toBe('Your wish is too long. Please shorten it.');
    expect(refusalText('hi', tooLong, WISH)).toBe('आपकी शुभकामना की लंबाई सीमा से अधिक है। कृपया इसे छोटा करें।');
    expect(refusalText('kn', new SendError(400, 'body.name must not be empty'), WISH)).toBe('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರು ತುಂಬಿರಿ.');
    expect(refusalText('hi', new SendError(400, 'body.name must NOT have fewer than 1 characters'), WISH)).toBe(
      'कृपया आपका नाम भरें।',
    );
    expect(
      refusalText('en', new SendError(400, 'body.phone must match pattern "^[0-9+ -]{7,20}$"'), {
        fields: { phone: 'rsvpPhone' },
      }),
    ).toBe('Phone number does not look right. Please check it.');
    expect(
      refusalText('en', new SendError(400, 'file is required: please choose a photo to share.'), {
        fields: { file: 'photoField' },
      }),
    ).toBe('Photo is missing. Please fill it in.');
  });

  it('asks to check the form when a 400 names no field the form shows', () => {
    expect(refusalText('hi', new SendError(400, 'body.website must NOT have more than 200 characters'), WISH)).toBe(
      'कृपया भरी गई जानकारी जाँचें और फिर से कोशिश करें।',
    );
    expect(refusalText('en', new SendError(400, 'The upload could not be read. Please try again.'), WISH)).toBe(
      'Please check what you entered and try again.',
    );
  });

  it('translates a pack refusal, an address gone, a limit, a lost connection and a server fault', () => {
    expect(refusalText('hi', new SendError(403, 'Photo Gallery comes with the Premium pack.', 'gallery'))).toBe(
      'यह निमंत्रण यह सुविधा नहीं देता।',
    );
    expect(refusalText('kn', new SendError(404, 'This invitation was not found.'))).toBe('ಈ ಆಮಂತ್ರಣ ಈಗ ಲಭ್ಯವಿಲ್ಲ.');
    expect(refusalText('hi', new SendError(429, 'Rate limit exceeded, retry in 1 minute'))).toBe(
      'अभी बहुत अधिक भेजा गया है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
    expect(refusalText('kn', new SendError(413, 'The photo is too large.'))).toBe(
      'ಚಿತ್ರ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಚಿತ್ರವನ್ನು ಆರಿಸಿ.',
    );
    expect(refusalText('en', new SendError(0, 'No connection.'))).toBe(
      'Could not send. Please check your connection and try again.',
    );
    expect(refusalText('hi', new SendError(500, 'Something went wrong. Please try again.'))).toBe(
      'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
  });

  it('lets a form give a status its own meaning, and says the phone’s own failures', () => {
    const wrongCode = new SendError(403, 'That code is not right.');
    expect(refusalText('en', wrongCode, { overrides: { 403: 'errorAccessCode' } })).toBe(
      'That code is not right. Check the code the hosts sent you.',
    );
    expect(refusalText('kn', new FormProblem('photoChooseFirst'))).toBe('ಮೊದಲು ಒಂದು ಚಿತ್ರವನ್ನು ಆರಿಸಿ.');
    expect(refusalText('hi', new Error('canvas failed'), { failed: 'photoFailed' })).toBe('यह तस्वीर भेजी नहीं जा सकी।');
  });
});
