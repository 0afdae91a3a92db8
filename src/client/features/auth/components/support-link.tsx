import { useSupportEmail } from '@client/lib/client-config';

/** The programme's support address as a mailto link. */
export function SupportLink() {
  const email = useSupportEmail();
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary-700 hover:text-primary-800 hover:underline">
      {email}
    </a>
  );
}
