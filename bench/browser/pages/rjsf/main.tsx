/**
 * Plain rjsf, as a host would use it for an elicitation: `@rjsf/core`'s `Form` with its default
 * theme and `@rjsf/validator-ajv8`, given the `requestedSchema` as it came; a valid submit shows
 * the answers, and Edit brings the form back with them.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { AnswersScreen, mount, readRequest } from '../shared';

function App() {
  const [request] = useState(readRequest);
  const [answers, setAnswers] = useState<Record<string, unknown> | undefined>(undefined);
  const [reviewing, setReviewing] = useState(false);
  if (reviewing && answers) return <AnswersScreen answers={answers} onBack={() => setReviewing(false)} />;
  return (
    <>
      <p>{request.message}</p>
      <Form
        schema={request.requestedSchema as RJSFSchema}
        validator={validator}
        formData={answers}
        onSubmit={({ formData }) => {
          setAnswers(formData);
          setReviewing(true);
        }}
      />
    </>
  );
}

mount(<App />);
