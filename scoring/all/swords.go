package all

import _ "arbiter/scoring/swords"
