package all

import _ "arbiter/scoring/carts"
