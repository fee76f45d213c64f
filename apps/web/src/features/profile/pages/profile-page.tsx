import { Avatar } from '../../../components/avatar';
import { PageHeading } from '../../../components/page-heading';
import { useAuth } from '../../auth/use-auth';
import { ProfileForm } from '../components/profile-form';

/** Reached only through the sign-in guard, so a user is present. */
export function ProfilePage() {
  const { user, updateUser } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading title="Profile" heading="Your Profile" />
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:flex-row">
        <Avatar name={user.username} imageUrl={user.imageUrl} />
        <div className="text-center sm:text-left">
          <p className="text-xl font-semibold text-stone-900">{user.username}</p>
          <p className="text-stone-600">{user.email}</p>
          {user.phone_number ? <p className="text-sm text-stone-500">{user.phone_number}</p> : null}
        </div>
      </section>
      <section
        aria-labelledby="profile-edit"
        className="rounded-3xl bg-white p-6 ring-1 ring-stone-200"
      >
        <h2 id="profile-edit" className="mb-4 text-lg font-semibold text-stone-900">
          Update your details
        </h2>
        <ProfileForm key={user.id} user={user} onUpdated={updateUser} />
      </section>
    </div>
  );
}
