import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { contactSchema, messages, type ContactInput } from '@agency/contract';

import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/routes';
import { errorMessage } from '../../../lib/api-client';
import { contactSession } from '../../../lib/contact-session';
import { formErrors } from '../../../lib/form';
import { queryFlowToast } from '../../../lib/toast';
import { useCreateQuery } from '../api/create-query';

type Values = ContactInput & { website: string };

const initialValues: Values = { name: '', email: '', phone: '', message: '', website: '' };
const validate = (values: Values) => formErrors(contactSchema, values);

/** The support form: checked on every change with the contract's messages, then a code is mailed. */
export function SupportForm() {
  const navigate = useNavigate();
  // While a proof of work the server asked for is solved (under a flood only): 'Checking...'.
  const [checking, setChecking] = useState(false);
  const createQuery = useCreateQuery(setChecking);
  const form = useFormik<Values>({
    initialValues,
    // Invalid from the first render (the server's too), so Submit starts disabled.
    initialErrors: validate(initialValues),
    validateOnChange: true,
    validate,
    onSubmit: async (values, { resetForm }) => {
      try {
        const created = await createQuery.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          message: values.message.trim(),
          ...(values.website ? { website: values.website } : {}),
        });
        contactSession.save({ email: values.email.trim(), queryId: created.id || 'temp-id' });
        resetForm();
        queryFlowToast(messages.querySubmitted, 'success');
        navigate(paths.otpVerification.getHref());
      } catch (error) {
        queryFlowToast(errorMessage(error, messages.querySubmitFailed, messages.somethingWrongRetry), 'error');
      }
    },
  });

  // A field speaks up once it has been changed or left, not on arrival.
  const errorOf = (name: keyof ContactInput) =>
    form.touched[name] || form.values[name] !== initialValues[name] ? form.errors[name] : undefined;
  const field = (name: keyof ContactInput) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: errorOf(name),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} css={{ display: 'grid', gap: 8 }}>
      <FormField label="Full Name" autoComplete="name" {...field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
      <FormField label="Your Message" multiline rows={5} {...field('message')} />
      {/* Hidden from people; bots fill it, and the server then keeps nothing. */}
      <div css={{ display: 'none' }}>
        <label htmlFor="field-website">Leave this field empty</label>
        <input
          id="field-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={form.handleChange}
        />
      </div>
      <Button type="submit" disabled={form.isSubmitting || !form.isValid} css={{ justifySelf: 'start', minWidth: 160 }}>
        {form.isSubmitting ? (checking ? 'Checking...' : 'Submitting...') : 'Submit'}
      </Button>
    </form>
  );
}
