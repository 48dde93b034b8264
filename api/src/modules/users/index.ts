import users from "../../entities/users";
import { defineModule } from "../module";
import { UsersService } from "./service";

/** Who may sign in and with which roles; passwords only as argon2id hashes. */
export default defineModule({
  name: "users",
  entities: [users],
  services: { users: UsersService },
  // the no-lockout rule of roles: some active user can always manage roles
  uses: ["customize"],
});
